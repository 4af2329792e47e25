/**
 * A redis-server of the fault suite's own on a free port (redis-server from PATH, or
 * FAULTS_REDIS_SERVER), so stopping it disturbs nobody else's. It keeps nothing on disk, as a
 * cache usually runs: a restart forgets every count, the hardest case for the limits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { freePort } from '@kyu/test-support/net';

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

export async function startRedisServer() {
  const port = await freePort();
  const binary = process.env.FAULTS_REDIS_SERVER ?? 'redis-server';
  let server: ChildProcess | null = null;
  const start = async () => {
    const child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    server = child;
    for (let i = 0; i < 100; i++) {
      if (child.exitCode !== null) throw new Error(`${binary} exited at start (${child.exitCode})`);
      if (await answers(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${binary} did not answer on port ${port}`);
  };
  const stop = async () => {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  await start();
  process.once('exit', () => void server?.kill('SIGKILL'));
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    /** Freezes the server (SIGSTOP): connections stay open, nothing answers. */
    freeze: () => void server?.kill('SIGSTOP'),
    thaw: () => void server?.kill('SIGCONT'),
  };
}
