/**
 * API throughput: the real server (PGlite, seeded) under autocannon, beside a bare node:http
 * server answering a fixed JSON body on the same machine in the same run. The ratio to that
 * baseline is the figure to compare between machines; the absolute numbers are noise-prone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../../', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

async function load(url: string, init: { headers?: Record<string, string> } = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...init });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

async function main() {
  const baseline = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  }).listen(0, '127.0.0.1');
  await new Promise((r) => baseline.once('listening', r));
  const address = baseline.address();
  const basePort = typeof address === 'object' && address ? address.port : 0;

  const port = 8391;
  const dataDir = mkdtempSync(join(tmpdir(), 'kyu-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  const api = `http://127.0.0.1:${port}/api/v1`;
  try {
    await waitFor(`${api}/openapi.json`);
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
    server.kill('SIGTERM');
    baseline.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
