import { defineConfig } from '@playwright/test';
import { KYU } from './origins';
import { pagesServer, sharedConfig } from './shared-config';

/**
 * The suite once more against two Kyu instances on one PostgreSQL behind a round-robin proxy
 * (two-instances/serve.ts), as a district runs Kyu on several machines: a session, a sign-out,
 * a quiz's marking stream, a chat and an admin's change must hold whichever instance answers.
 * `npm test` runs it after the single-instance run, on ports of its own (E2E_PORT=8281).
 */
export default defineConfig({
  ...sharedConfig,
  testDir: '.',
  testMatch: ['specs/**/*.spec.ts', 'two-instances/**/*.spec.ts'],
  use: { ...sharedConfig.use, baseURL: KYU },
  webServer: [
    {
      command: 'node --import tsx ../e2e/two-instances/serve.ts',
      cwd: '../server',
      url: `${KYU}/api/v1/openapi.json`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // SIGTERM lets it stop both instances and drop its database.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
    pagesServer,
  ],
});
