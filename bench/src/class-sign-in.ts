/**
 * A class signing in at once from one school address: the real server (a fresh database,
 * TRUST_PROXY so each request names its address in X-Forwarded-For; nothing leaves this
 * machine) gets 300 students, signed up from their homes, then signs them all in at the same
 * moment from the school's address, every sixth mistyping first (50 typos). Any status but
 * 401 for a typo and 200 for a right password fails the run. Printed: the wall time, sign-ins
 * per second and latency percentiles, beside a bare node:http route that only verifies the
 * same scrypt hashes with the same parameters, in the same run.
 *
 * Targets, in BENCH_TARGETS (default all three): `pglite`, `postgres` (a fresh database on
 * 127.0.0.1:5432, or DATABASE_URL), `redis` (PostgreSQL, limits in the Redis at REDIS_URL or
 * 127.0.0.1:6379). Ports 8321-8323.
 */
import { createServer } from 'node:http';
import { randomBytes, scrypt } from 'node:crypto';
import { clearRedisPrefix } from '@kyu/test-support/redis';
import { startKyu } from './kyu-server';
import { benchDatabase } from './postgres-database';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 300);
const PASSWORD = 'class-password-2026';
const SCHOOL = '203.0.113.10';
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres,redis').split(',');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

interface Run {
  seconds: number;
  signIns: number;
  latencies: number[];
}

/** Every student at once: a typo first for every sixth, then the right password. */
async function classSignsIn(
  attempt: (i: number, password: string) => Promise<number>,
): Promise<Run> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: STUDENTS }, async (_, i) => {
      if (i % 6 === 0) {
        const status = await attempt(i, 'a-typo-2026');
        if (status !== 401) throw new Error(`student ${i}: a typo answered ${status}`);
      }
      const sent = performance.now();
      const status = await attempt(i, PASSWORD);
      if (status !== 200) throw new Error(`student ${i}: the right password answered ${status}`);
      latencies.push(performance.now() - sent);
    }),
  );
  return { seconds: (performance.now() - started) / 1000, signIns: STUDENTS, latencies };
}

const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 256 * 2 ** 15 * 8 };
const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** A bare route that checks a password against one stored scrypt hash, and nothing else. */
async function bareRoute() {
  const salt = randomBytes(16);
  const stored = await derive(PASSWORD, salt);
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { password } = JSON.parse(body) as { password: string };
      void derive(password, salt).then((key) => {
        res.writeHead(key.equals(stored) ? 200 : 401, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

const post = async (url: string, body: object, from: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
};

/** Signs the class up from 300 homes, ten at a time (sign-up is limited per address). */
async function signUpClass(api: string, run: string) {
  const emails = Array.from({ length: STUDENTS }, (_, i) => `pupil-${i}-${run}@example.com`);
  for (let i = 0; i < STUDENTS; i += 10) {
    await Promise.all(
      emails.slice(i, i + 10).map(async (email, j) => {
        const home = `198.18.${Math.floor((i + j) / 250)}.${((i + j) % 250) + 1}`;
        const body = {
          role: 'student',
          email,
          password: PASSWORD,
          first_name: 'P',
          last_name: 'Q',
        };
        const status = await post(`${api}/auth/signup`, body, home);
        if (status !== 201) throw new Error(`sign-up of ${email} answered ${status}`);
      }),
    );
  }
  return emails;
}

/** Kyu started and its class signed up; the timed part is `signIn`. */
async function kyuClass(port: number, env: Record<string, string>) {
  const { api, stop } = await startKyu(port, { TRUST_PROXY: 'true', ...env });
  try {
    const emails = await signUpClass(api, randomBytes(3).toString('hex'));
    return {
      signIn: () =>
        classSignsIn((i, password) =>
          post(`${api}/auth/login`, { login_type: 'password', email: emails[i], password }, SCHOOL),
        ),
      stop: async () => {
        stop();
        await new Promise((resolve) => setTimeout(resolve, 500));
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

function line(name: string, run: Run) {
  const l = run.latencies;
  console.log(
    `${name.padEnd(30)} ${run.seconds.toFixed(1).padStart(6)} s  ${(run.signIns / run.seconds).toFixed(1).padStart(6)} /s  p50 ${percentile(l, 50).toFixed(0)} ms  p95 ${percentile(l, 95).toFixed(0)} ms  p99 ${percentile(l, 99).toFixed(0)} ms`,
  );
}

/** The bare route's run, just before Kyu's, so both meet the same load on a shared machine. */
async function bareRun(): Promise<Run> {
  const bare = await bareRoute();
  try {
    return await classSignsIn((_, password) => post(bare.url, { password }, ''));
  } finally {
    bare.close();
  }
}

async function main() {
  console.log(
    `${STUDENTS} students sign in at once from one address, ${Math.ceil(STUDENTS / 6)} typing a wrong password first`,
  );
  for (const [index, target] of TARGETS.entries()) {
    const port = 8321 + index;
    const database = target === 'pglite' ? null : benchDatabase();
    const prefix = `kyu-bench-${randomBytes(3).toString('hex')}:`;
    try {
      const env: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
      if (target === 'redis') Object.assign(env, { REDIS_URL, REDIS_PREFIX: prefix });
      const name = { pglite: 'PGlite', postgres: 'PostgreSQL', redis: 'PostgreSQL + Redis' }[
        target
      ];
      const school = await kyuClass(port, env);
      let bare: Run;
      let kyu: Run;
      try {
        bare = await bareRun();
        kyu = await school.signIn();
      } finally {
        await school.stop();
      }
      line('bare scrypt route', bare);
      line(`Kyu on ${name ?? target}`, kyu);
      console.log(
        `${'time over bare route'.padEnd(30)} ${(kyu.seconds / bare.seconds).toFixed(2)}x`,
      );
    } finally {
      database?.drop();
      if (target === 'redis') await clearRedisPrefix(REDIS_URL, prefix);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
