/**
 * The Kyu server a hostile bench runs against (kyu-server.ts), kept running across cases: the
 * seeded accounts signed in, the event-loop delay read from inside it (loop-delay.mjs), and
 * restarted, in production or in development, when a case kills it, stalls it or needs the
 * other mode. Its stderr goes to a file whose end is shown when it dies.
 */
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@kyu/test-support/net';
import { startKyu } from '../kyu-server';
import { send, type Answer } from './answer';

export const ACCOUNTS = {
  student: 'student@example.com',
  /** The cheap client's, so that no limit a case spends touches it. */
  student2: 'student2@example.com',
  parent: 'parent@example.com',
  teacher: 'teacher@example.com',
  admin: 'admin@example.com',
};
export type Account = keyof typeof ACCOUNTS;
const PASSWORD = 'kyu-demo-2026';

export type Mode = 'production' | 'development';

export interface LoopDelay {
  p99: number;
  max: number;
}

interface Running {
  api: string;
  origin: string;
  pid: number;
  mode: Mode;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  exit: { code: number | null; signal: NodeJS.Signals | null } | null;
  tokens: Record<Account, string>;
  ids: Record<Account, number>;
}

const PRELOAD = fileURLToPath(new URL('./loop-delay.mjs', import.meta.url));

export class Kyu {
  private running: Running | null = null;
  readonly logFile: string;
  private readonly delayFile: string;

  /** `databaseUrl` null runs on PGlite, a fresh one at each start. */
  constructor(
    readonly databaseUrl: string | null,
    name: string,
  ) {
    this.logFile = join(tmpdir(), `kyu-hostile-${process.pid}-${name}.log`);
    this.delayFile = join(tmpdir(), `kyu-hostile-${process.pid}-${name}-loop.json`);
  }

  private get now(): Running {
    if (!this.running) throw new Error('the server is not running');
    return this.running;
  }

  get api() {
    return this.now.api;
  }
  get origin() {
    return this.now.origin;
  }
  get pid() {
    return this.now.pid;
  }
  get mode() {
    return this.running?.mode ?? null;
  }
  /** How the server ended, or null while it runs. */
  get exit() {
    return this.running?.exit ?? null;
  }
  token(account: Account) {
    return this.now.tokens[account];
  }
  id(account: Account) {
    return this.now.ids[account];
  }

  async start(mode: Mode) {
    const port = await freePort();
    // A new server counts its figures from 1 again.
    rmSync(this.delayFile, { force: true });
    const log = openSync(this.logFile, 'a');
    const kyu = await startKyu(
      port,
      {
        DATABASE_URL: this.databaseUrl ?? '',
        NODE_ENV: mode,
        SCHOOL_DEMO_PORT: 'off',
        BENCH_LOOP_DELAY_FILE: this.delayFile,
      },
      { nodeArgs: ['--import', PRELOAD], stderr: log },
    ).finally(() => closeSync(log));
    const running: Running = {
      api: kyu.api,
      origin: new URL(kyu.api).origin,
      pid: kyu.pid,
      mode,
      stop: kyu.stop,
      exit: null,
      tokens: {} as Record<Account, string>,
      ids: {} as Record<Account, number>,
    };
    void kyu.exited.then((exit) => (running.exit = exit));
    this.running = running;
    for (const [account, email] of Object.entries(ACCOUNTS) as [Account, string][]) {
      const answer = await this.call('POST', '/auth/login', {
        json: { login_type: 'password', email, password: PASSWORD },
      });
      const user = json<{ id: number; access_token: string }>(answer);
      running.tokens[account] = user.access_token;
      running.ids[account] = user.id;
    }
  }

  /** Ends the server: SIGKILL for one whose loop is stuck, which would never run its SIGTERM. */
  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    const running = this.running;
    this.running = null;
    if (running) await running.stop(signal);
  }

  /** The last lines the server wrote to stderr, for the report of its death. */
  lastWords(lines = 5) {
    try {
      return readFileSync(this.logFile, 'utf8').trim().split('\n').slice(-lines);
    } catch {
      return [];
    }
  }

  /** Removes the loop-delay file; the log stays, for a look after a death. */
  cleanUp() {
    rmSync(this.delayFile, { force: true });
  }

  /**
   * The event-loop delay since the last call (the first call only starts the count), or null
   * when the server does not answer the signal within 5 s: it is gone, or its loop is stuck.
   */
  async loopDelay(): Promise<LoopDelay | null> {
    const read = () => {
      try {
        return JSON.parse(readFileSync(this.delayFile, 'utf8')) as LoopDelay & { seq: number };
      } catch {
        return null;
      }
    };
    const before = read()?.seq ?? 0;
    try {
      process.kill(this.pid, 'SIGUSR2');
    } catch {
      return null;
    }
    for (let waited = 0; waited < 5_000; waited += 20) {
      const figures = read();
      if (figures && figures.seq > before) return { p99: figures.p99, max: figures.max };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return null;
  }

  /**
   * One call to the API as `as` (or anonymous): `json` or `form` as the body, within `signal`
   * (30 s when not given).
   */
  call(
    method: string,
    path: string,
    options: {
      as?: Account;
      json?: unknown;
      form?: FormData;
      body?: Buffer;
      headers?: Record<string, string>;
      signal?: AbortSignal;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as) headers.authorization = `Bearer ${this.token(options.as)}`;
    let body: BodyInit | undefined =
      options.form ?? (options.body ? new Uint8Array(options.body) : undefined);
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const url =
      path.startsWith('/api/') || path.startsWith('/test-checkout/')
        ? `${this.origin}${path}`
        : `${this.api}${path}`;
    return send(url, {
      method,
      headers,
      body,
      signal: options.signal ?? AbortSignal.timeout(30_000),
    });
  }
}

/** The JSON of a 2xx answer; anything else is a setup failure, thrown with what came back. */
export function json<T>(answer: Answer): T {
  if (answer.status === null || answer.status >= 300) {
    const text = answer.body.subarray(0, 300).toString('utf8');
    throw new Error(`answered ${answer.status ?? answer.failure}: ${text}`);
  }
  return JSON.parse(answer.body.toString('utf8')) as T;
}
