import { defineConfig } from '@playwright/test';
import { KYU } from './origins';
import { kyuServer, pagesServer, sharedConfig } from './shared-config';

// Each run starts the real server on a fresh embedded database, seeded with the demo accounts.
export default defineConfig({
  ...sharedConfig,
  use: { ...sharedConfig.use, baseURL: KYU },
  webServer: [kyuServer(), pagesServer],
});
