#!/usr/bin/env node
// `pnpm --filter @kyu/e2e test:two-instances`: the suite against two instances behind a
// round-robin proxy (playwright.two-instances.config.ts), on ports of its own (8281 to 8285,
// E2E_PORT to change) so it never meets the single-instance run's 8181 to 8183. It needs the
// PostgreSQL at KYU_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), as the
// server tests do: locally a missing one is a notice, in CI (CI=true) a failure.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const url = process.env.KYU_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const inCi = /^(?:1|true)$/i.test(process.env.CI ?? '');
const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
const answers = await client.connect().then(
  () => true,
  (error) => (console.log(`PostgreSQL at ${shown} did not answer: ${error.message}`), false),
);
await client.end().catch(() => {});
if (!answers) {
  if (inCi) {
    console.log('e2e on two instances: FAILED, CI must run it and it needs PostgreSQL.');
    process.exit(1);
  }
  console.log('e2e on two instances: skipped (start PostgreSQL, or set KYU_TEST_DATABASE_URL).');
  process.exit(0);
}

const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--config',
    'playwright.two-instances.config.ts',
    ...process.argv.slice(2),
  ],
  {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: process.env.E2E_PORT || '8281' },
  },
);
process.exit(run.status ?? 1);
