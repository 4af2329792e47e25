/**
 * The fuzz suite's long run: 10,000 broken calls (FUZZ_INPUTS) of every operation of the API,
 * over HTTP on 127.0.0.1:8331 (FUZZ_PORT), from a seed it prints (FUZZ_SEED repeats a run,
 * FUZZ_CASE one case of it). Prints the counts by status and by operation; fails on any 5xx,
 * error body that is not application/problem+json, or cross-school read. The run is the
 * server's own test code (server/src/test/fuzz), started here as a process of its own.
 * DATABASE_URL: run on that PostgreSQL server (in a fresh database) instead of PGlite.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../../server/', import.meta.url));
const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/test/fuzz/cli.ts'], {
  cwd: server,
  stdio: 'inherit',
  env: {
    ...process.env,
    KYU_TEST_DATABASE_URL: process.env.DATABASE_URL ?? '',
    NODE_ENV: 'test',
  },
});
process.exit(run.status ?? 1);
