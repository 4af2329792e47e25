/**
 * API throughput: the real server (PGlite, seeded) under autocannon, beside a bare node:http
 * server answering a fixed JSON body on the same machine in the same run. The ratio to that
 * baseline is the figure to compare between machines; the absolute numbers are noise-prone.
 */
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { startKyu } from './kyu-server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

async function load(url: string, init: { headers?: Record<string, string> } = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...init });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

async function main() {
  const baseline = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  }).listen(0, '127.0.0.1');
  await new Promise((r) => baseline.once('listening', r));
  const address = baseline.address();
  const basePort = typeof address === 'object' && address ? address.port : 0;

  const { api, stop } = await startKyu(8391);
  try {
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        login_type: 'password',
        email: 'student@example.com',
        password: 'kyu-demo-2026',
      }),
    });
    const { access_token } = (await login.json()) as { access_token: string };

    const base = await load(`http://127.0.0.1:${basePort}/`);
    const onboarding = await load(`${api}/users/onboarding`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    console.log(`connections ${CONNECTIONS}, ${DURATION}s each`);
    console.log(
      `baseline node:http        ${base.rps.toFixed(0).padStart(7)} req/s  p99 ${base.p99} ms`,
    );
    console.log(
      `GET /users/onboarding     ${onboarding.rps.toFixed(0).padStart(7)} req/s  p99 ${onboarding.p99} ms  non-2xx ${onboarding.non2xx}`,
    );
    console.log(`ratio to baseline          ${(onboarding.rps / base.rps).toFixed(3)}`);
  } finally {
    stop();
    baseline.close();
  }
}

void main();
