/**
 * API throughput: the real server under autocannon, seeded, on 127.0.0.1 and a free port, beside
 * a bare node:http server answering a fixed JSON body on the same machine in the same run. The
 * authenticated GET (onboarding: the session, the user, the answer) runs on the embedded PGlite,
 * then on PostgreSQL (postgres-database.ts; BENCH_DATABASES=pglite or postgres runs one). The
 * ratio to the baseline is the figure to compare between machines; the absolute numbers are
 * noise-prone. Target (issue 10): at least 0.3 on PostgreSQL.
 */
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { freePort } from '@kyu/test-support/net';
import { startKyu } from './kyu-server';
import { benchDatabase } from './postgres-database';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** Kyu and the baseline take turns, so that a change in the machine's load weighs on both. */
const TURNS = 4;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, seconds: number, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The turns of one target added up: their rate, the median p50 and the worst p99. */
function total(turns: Awaited<ReturnType<typeof load>>[]): Figures {
  const sum = (pick: (t: (typeof turns)[number]) => number) =>
    turns.reduce((n, t) => n + pick(t), 0);
  const p50s = turns.map((t) => t.p50).sort((a, b) => a - b);
  return {
    rps: sum((t) => t.requests) / sum((t) => t.seconds),
    p50: p50s[Math.floor(p50s.length / 2)] ?? NaN,
    p99: Math.max(...turns.map((t) => t.p99)),
    non2xx: sum((t) => t.non2xx),
    errors: sum((t) => t.errors),
  };
}

const line = (name: string, f: Figures) =>
  `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms` +
  (f.non2xx || f.errors ? `  non-2xx ${f.non2xx}  errors ${f.errors}` : '');

async function signIn(api: string) {
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login_type: 'password',
      email: 'student@example.com',
      password: 'kyu-demo-2026',
    }),
  });
  const { access_token } = (await login.json()) as { access_token?: string };
  if (!access_token) throw new Error(`sign-in answered ${login.status}`);
  return access_token;
}

/** The onboarding GET on a Kyu started with `env` and the baseline, in turns. */
async function measure(baseUrl: string, env: Record<string, string>) {
  const { api, stop } = await startKyu(await freePort(), env);
  try {
    const token = await signIn(api);
    const headers = { authorization: `Bearer ${token}` };
    await load(`${api}/users/onboarding`, 1, headers); // warm-up, not counted
    const kyu = [];
    const base = [];
    for (let turn = 0; turn < TURNS; turn++) {
      kyu.push(await load(`${api}/users/onboarding`, DURATION / TURNS, headers));
      base.push(await load(baseUrl, DURATION / TURNS));
    }
    return { onboarding: total(kyu), base: total(base) };
  } finally {
    await stop();
  }
}

async function main() {
  const baseline = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  }).listen(0, '127.0.0.1');
  await new Promise((r) => baseline.once('listening', r));
  const address = baseline.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  let failed = false;
  console.log(`connections ${CONNECTIONS}, ${DURATION} s each, in ${TURNS} turns`);
  try {
    for (const kind of DATABASES) {
      const database = kind === 'postgres' ? benchDatabase() : null;
      try {
        const { onboarding, base } = await measure(
          baseUrl,
          database ? { DATABASE_URL: database.url } : {},
        );
        failed ||= onboarding.non2xx > 0 || onboarding.errors > 0;
        console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
        console.log(line('baseline node:http', base));
        console.log(line('GET /users/onboarding (signed in)', onboarding));
        console.log(`ratio to baseline                  ${(onboarding.rps / base.rps).toFixed(3)}`);
      } finally {
        database?.drop();
      }
    }
  } finally {
    baseline.close();
  }
  if (failed) {
    console.error('bench failed: the onboarding GET answered non-2xx or errors');
    process.exitCode = 1;
  }
}

void main();
