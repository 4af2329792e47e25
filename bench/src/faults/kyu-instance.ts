/**
 * A Kyu server process for the fault suite: the real server (src/server.ts) on 127.0.0.1 with the
 * environment given, its output written to a log file (a fault makes it log a lot, and the
 * suite's own report must stay readable), that can be killed (SIGKILL, as a machine dies) and
 * started again with the same settings. Unlike bench/src/kyu-server.ts it keeps the log and
 * notices an exit nobody asked for: a server that dies of a fault is itself a finding, and is
 * started again at once, as a supervisor (systemd, a container's restart policy) would, so the
 * scenario goes on to show what happens next.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { openSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../../server', import.meta.url));
const START_WITHIN_MS = 180_000;

/** Every server still running, killed if the suite itself exits early (a signal, a crash). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startKyuInstance(opts: {
  name: string;
  port: number;
  logDir: string;
  env: Record<string, string>;
}) {
  const origin = `http://127.0.0.1:${opts.port}`;
  const logFile = join(opts.logDir, `${opts.name}.log`);
  let child: ChildProcess | null = null;
  let exited: Promise<unknown> = Promise.resolve();
  /** Exits that nobody asked for, with their code or signal. */
  const unexpectedExits: string[] = [];
  let stopping = false;

  async function start() {
    const log = openSync(logFile, 'a');
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        PORT: String(opts.port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SCHOOL_DEMO_PORT: 'off',
        TRUST_PROXY: 'true',
        ...opts.env,
      },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    running.add(started);
    started.once('exit', () => running.delete(started));
    child = started;
    stopping = false;
    let answering = false;
    exited = once(started, 'exit').then(([code, signal]) => {
      // One that never answered failed to start (the database still down): start() says so.
      if (stopping || !answering) return;
      unexpectedExits.push(`${opts.name} exited by itself (${signal ?? code}); see ${logFile}`);
      void supervise();
    });
    const deadline = Date.now() + START_WITHIN_MS;
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null)
        throw new Error(`${opts.name} exited at start; see ${logFile}`);
      const res = await fetch(`${origin}/api/v1/openapi.json`).catch(() => null);
      if (res?.ok) return void (answering = true);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(
      `${opts.name} did not answer within ${START_WITHIN_MS / 1000} s; see ${logFile}`,
    );
  }

  /** Starts the server again, a second apart, until it answers or a minute has passed. */
  async function supervise() {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        return await start();
      } catch (error) {
        if (stopping) return;
        if (Date.now() > deadline) return void unexpectedExits.push(String(error));
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  await start();
  return {
    name: opts.name,
    origin,
    api: `${origin}/api/v1`,
    logFile,
    unexpectedExits,
    start,
    /** Kills the process with SIGKILL, as a machine that loses power; resolves once it is gone. */
    async kill() {
      stopping = true;
      child?.kill('SIGKILL');
      await exited;
    },
    /** Asks the server to close (SIGTERM) and resolves once it has exited. */
    async stop() {
      stopping = true;
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export type KyuInstance = Awaited<ReturnType<typeof startKyuInstance>>;
