/**
 * Starts the real Kyu server for a benchmark: on 127.0.0.1, its own port and a fresh embedded
 * database (or DATABASE_URL from the environment), seeded, and resolves once the API answers.
 * BENCH_SERVER_NODE_ARGS go to its node (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it);
 * `pid` is there to read its memory.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function waitFor(url: string, exited: () => boolean) {
  for (let i = 0; i < 240 && !exited(); i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

export async function startKyu(port: number, env: Record<string, string> = {}) {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const dataDir = mkdtempSync(join(tmpdir(), 'kyu-bench-'));
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    server.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const api = `http://127.0.0.1:${port}/api/v1`;
  /** Asks the server to close and resolves once it has exited (and written any profile). */
  const stop = async () => {
    if (!exited) server.kill('SIGTERM');
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${api}/openapi.json`, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { api, stop, pid: server.pid! };
}
