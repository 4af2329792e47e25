import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { KYU, KYU_PORT, SCHOOL_PORT } from './origins';
import { pagesServer, sharedConfig } from './shared-config';

// Each run starts the real server on a fresh embedded database, seeded with the demo accounts.
const dataDir = mkdtempSync(join(tmpdir(), 'kyu-e2e-'));

export default defineConfig({
  ...sharedConfig,
  use: { ...sharedConfig.use, baseURL: KYU },
  webServer: [
    {
      // tsx is the server's own dependency, so the server starts from its package folder.
      command: 'node --import tsx src/server.ts',
      cwd: '../server',
      url: `${KYU}/api/v1/openapi.json`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(KYU_PORT),
        // The sample school site (demo-site/school) on a second origin, before Kyu answers.
        SCHOOL_DEMO_PORT: String(SCHOOL_PORT),
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        PUBLIC_URL: KYU,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
      },
    },
    pagesServer,
  ],
});
