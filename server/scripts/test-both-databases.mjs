#!/usr/bin/env node
// The server's `test` script: every test file runs on PGlite, then again on a real PostgreSQL,
// so that SQL which only one of them accepts is caught. PostgreSQL is the one at
// KYU_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); each test file makes
// and drops its own database there. Locally a missing PostgreSQL is a notice; in CI (CI=true),
// where both must be tested, it is a failure. Arguments are passed on to vitest.
//
// Redis is treated alike: the limit-store tests use the one at KYU_TEST_REDIS_URL (default
// redis://127.0.0.1:6379); without one they skip with a notice locally and fail in CI
// (src/test/redis.ts), and the summary below says which happened.
import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const url = process.env.KYU_TEST_DATABASE_URL || DEFAULT_URL;
const inCi = /^(?:1|true)$/i.test(process.env.CI ?? '');
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);

const redisUrl = process.env.KYU_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const shown = (u) => u.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

function vitest(label, env) {
  console.log(`\n=== server tests on ${label} ===\n`);
  const run = spawnSync('npx', ['vitest', 'run', ...args], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return run.status === 0;
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${shown(url)} did not answer: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function redisAnswers() {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const results = [];
const pgliteEnv = { KYU_TEST_DATABASE_URL: '' };
results.push(['PGlite', vitest('PGlite (in memory)', pgliteEnv) ? 'passed' : 'FAILED']);

if (await postgresAnswers()) {
  results.push([
    'PostgreSQL',
    vitest(`PostgreSQL (${shown(url)})`, { KYU_TEST_DATABASE_URL: url }) ? 'passed' : 'FAILED',
  ]);
} else if (inCi) {
  results.push(['PostgreSQL', 'FAILED: not reachable, and CI must test both databases']);
} else {
  results.push([
    'PostgreSQL',
    `skipped: nothing answers at ${shown(url)} (start one, or set KYU_TEST_DATABASE_URL)`,
  ]);
}

if (await redisAnswers()) {
  results.push(['Redis', `limit store tested at ${shown(redisUrl)} in each run above`]);
} else if (inCi) {
  results.push(['Redis', 'FAILED: not reachable, and CI must test the Redis limit store']);
} else {
  results.push([
    'Redis',
    `skipped: nothing answers at ${shown(redisUrl)} (start redis-server, or set KYU_TEST_REDIS_URL)`,
  ]);
}

console.log('\n=== server tests by database ===');
for (const [database, outcome] of results) console.log(`  ${database.padEnd(11)} ${outcome}`);
process.exit(results.some(([, outcome]) => outcome.startsWith('FAILED')) ? 1 : 0);
