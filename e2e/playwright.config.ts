import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { KYU, KYU_PORT, PAGES_PORT, SCHOOL_PORT } from './origins';

// Each run starts the real server on a fresh embedded database, seeded with the demo accounts.
const dataDir = mkdtempSync(join(tmpdir(), 'kyu-e2e-'));

export default defineConfig({
  testDir: './specs',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: KYU,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
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
    {
      // The tests' own school pages, on a third origin (embed-pages.ts).
      command: 'node --import tsx ../e2e/embed-pages-server.ts',
      cwd: '../server',
      url: `http://localhost:${PAGES_PORT}/async.html`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
