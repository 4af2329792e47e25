/**
 * Starts the real Kyu server for a benchmark: on 127.0.0.1, its own port and a fresh embedded
 * database (or DATABASE_URL from the environment), seeded, and resolves once the API answers.
 * BENCH_SERVER_NODE_ARGS go to its node (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it),
 * after a bench's own `nodeArgs`; `pid` is there to read its memory, `exited` says how it ended
 * (a bench that makes it crash reads why), and `stop('SIGKILL')` ends one whose loop is stuck.
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

export interface KyuOptions {
  /** Node options before BENCH_SERVER_NODE_ARGS, such as a bench's own `--import`. */
  nodeArgs?: string[];
  /** Where the server's stderr goes: this process's (the default) or an open file's descriptor. */
  stderr?: 'inherit' | number;
}

export async function startKyu(
  port: number,
  env: Record<string, string> = {},
  options: KyuOptions = {},
) {
  const nodeArgs = [
    ...(options.nodeArgs ?? []),
    ...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
  ];
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
    stdio: ['ignore', 'ignore', options.stderr ?? 'inherit'],
  });
  let exited = false;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    server.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
  const api = `http://127.0.0.1:${port}/api/v1`;
  /** Asks the server to close and resolves once it has exited (and written any profile). */
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!exited) server.kill(signal);
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${api}/openapi.json`, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { api, stop, pid: server.pid!, exited: exit };
}
