import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { KYU, KYU_PORT, PAGES_PORT, SCHOOL_PORT } from './origins';

/** What both runs share: one worker, the tests' timeouts, and Debian's Chromium. */
export const sharedConfig = {
  testDir: './specs',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
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
} satisfies PlaywrightTestConfig;

/** The tests' own school pages, on a third origin (embed-pages.ts). */
export const pagesServer = {
  command: 'node --import tsx ../e2e/embed-pages-server.ts',
  cwd: '../server',
  url: `http://localhost:${PAGES_PORT}/async.html`,
  timeout: 60_000,
  reuseExistingServer: false,
  stdout: 'pipe',
} satisfies NonNullable<PlaywrightTestConfig['webServer']>;

/** The real server on a fresh embedded database, seeded with the demo accounts. */
export function kyuServer() {
  return {
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
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kyu-e2e-')),
      NODE_ENV: 'development',
      PUBLIC_URL: KYU,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  } satisfies NonNullable<PlaywrightTestConfig['webServer']>;
}
