// Two Kyu instances on one fresh PostgreSQL database behind a round-robin proxy, for
// playwright.two-instances.config.ts: the first migrates, seeds the demo and serves the sample
// school site; the second starts on the seeded database and seeds nothing. Both share one data
// folder for uploads, as instances share a volume or S3. On SIGTERM (Playwright's graceful
// shutdown) everything stops and the database is dropped.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { KYU, KYU_PORT, SCHOOL_PORT } from '../origins';
import { roundRobinProxy } from './proxy';

/** The two instances listen beside the proxy and the two school sites (origins.ts). */
export const INSTANCE_PORTS = [KYU_PORT + 3, KYU_PORT + 4] as const;

const SERVER_DIR = fileURLToPath(new URL('../../server', import.meta.url));
/** The PostgreSQL the server tests use; this run makes a database of its own beside theirs. */
const ADMIN_URL = process.env.KYU_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = process.env.E2E_DATABASE ?? 'kyu_e2e_two_instances';
const START_WITHIN_MS = 120_000;

async function onAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A database left by an interrupted run is dropped first: every run starts on an empty one. */
async function freshDatabase() {
  const name = pg.escapeIdentifier(DATABASE);
  await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function answering(port: number, child: ChildProcess) {
  const deadline = Date.now() + START_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Kyu on port ${port} exited at start`);
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/openapi.json`).catch(() => null);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Kyu on port ${port} did not answer within ${START_WITHIN_MS / 1000} s`);
}

const databaseUrl = await freshDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'kyu-e2e-two-'));
/** Each instance and the promise of its exit, taken at spawn so no exit goes unseen. */
const children: { child: ChildProcess; exited: Promise<unknown> }[] = [];

async function startInstance(port: number, own: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: KYU,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...own,
    },
  });
  children.push({ child, exited: once(child, 'exit').catch(() => undefined) });
  await answering(port, child);
}

let proxy: ReturnType<typeof roundRobinProxy> | undefined;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await proxy?.close();
  for (const { child } of children) child.kill('SIGTERM');
  await Promise.all(children.map(({ exited }) => exited));
  await onAdmin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(DATABASE)} WITH (FORCE)`);
  process.exit(code);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(0));
try {
  const [first, second] = INSTANCE_PORTS;
  // One after the other, so the schema is made and the demo seeded exactly once.
  await startInstance(first, { SEED_DEMO: 'true', SCHOOL_DEMO_PORT: String(SCHOOL_PORT) });
  await startInstance(second, { SEED_DEMO: 'false', SCHOOL_DEMO_PORT: 'off' });
  proxy = roundRobinProxy(INSTANCE_PORTS);
  proxy.server.listen(KYU_PORT, '127.0.0.1');
  await once(proxy.server, 'listening');
} catch (error) {
  console.error(`The two instances could not start: ${(error as Error).message}`);
  await stop(1);
}
console.log(`Two Kyu instances (${INSTANCE_PORTS.join(', ')}) behind ${KYU}, on ${DATABASE}`);

for (const { child } of children) {
  child.once('exit', (code) => {
    if (code === 0 || stopping) return;
    console.error(`A Kyu instance stopped (exit ${code}); stopping the run.`);
    void stop(1);
  });
}
