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
import { freePort, startKyu } from './kyu-server';
import { benchDatabase } from './postgres-database';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

async function load(url: string, init: { headers?: Record<string, string> } = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...init });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

type Figures = Awaited<ReturnType<typeof load>>;

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

/** The onboarding GET on a Kyu started with `env`, then the baseline again, back to back. */
async function measure(baseUrl: string, env: Record<string, string>) {
  const { api, stop } = await startKyu(await freePort(), env);
  try {
    const token = await signIn(api);
    const onboarding = await load(`${api}/users/onboarding`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const base = await load(baseUrl);
    return { onboarding, base };
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
  console.log(`connections ${CONNECTIONS}, ${DURATION} s each`);
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
