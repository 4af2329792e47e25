import type { PlaywrightTestConfig } from '@playwright/test';
import { PAGES_PORT } from './origins';

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
