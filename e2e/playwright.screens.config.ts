import { defineConfig } from '@playwright/test';
import { KYU } from './origins';
import { kyuServer, pagesServer, sharedConfig } from './shared-config';

/**
 * The screens gallery (issue 24, screens/gallery.spec.ts): `npm run screens`. The same servers
 * as the suite, started afresh, so the gallery sees the seed as a new school does, the same
 * in CI as on a laptop, rather than what the suite's specs left behind. CI's check runs it
 * after the suite: it costs one more server start and the gallery's own minutes, and in
 * return a page that scrolls sideways, shows Markdown as typed, logs an error or breaks axe's
 * serious rules fails the build on every role's pages, not only the few the specs visit.
 */
export default defineConfig({
  ...sharedConfig,
  testDir: './screens',
  // Each role's test walks all its pages; the report lists every page that failed at once.
  timeout: 20 * 60_000,
  retries: 0,
  // A trace of hundreds of pages is slow to record and no help: the pictures are the record.
  use: { ...sharedConfig.use, baseURL: KYU, trace: 'off' },
  webServer: [kyuServer(), pagesServer],
});
