/**
 * The fuzz suite's long run, over real HTTP: the app listens on FUZZ_PORT (8331) of 127.0.0.1,
 * trusts X-Forwarded-For so that each input comes from its own address, and takes FUZZ_INPUTS
 * (10,000) broken calls spread over every operation. Prints the seed, the counts by status and
 * by operation, and each failure with the command that repeats it; exits 1 on any failure.
 * On PostgreSQL when KYU_TEST_DATABASE_URL names a server (a fresh database is made there).
 * `npx pnpm@10.34.9 --filter @kyu/bench fuzz` runs it.
 */
import { Agent, request as httpRequest } from 'node:http';
import type { Answer } from '../api/checks';
import { startApiSuite } from '../api/harness';
import { runFuzz, type Request } from './run';
import { summary } from './summary';

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const inputs = Number(process.env.FUZZ_INPUTS ?? 10_000);
const port = Number(process.env.FUZZ_PORT ?? 8331);

// A connection per request: the server closes one after answering a body it did not read
// (a 413, a 415), and a kept-alive socket would then fail the next request.
const agent = new Agent({ keepAlive: false, maxSockets: 1 });

function overHttp(request: Request): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...(request.headers as Record<string, string>) };
    headers['x-forwarded-for'] = request.remoteAddress;
    const payload = request.payload as string | Buffer | undefined;
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    const req = httpRequest(
      { host: '127.0.0.1', port, agent, method: request.method, path: request.url, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const suite = await startApiSuite({ env: { TRUST_PROXY: 'true' }, identityPort: port + 1 });
await suite.app.listen({ port, host: '127.0.0.1' });
let injected = 0;
try {
  const report = await runFuzz(suite, {
    seed,
    perOperation: Math.ceil(inputs / suite.operations.length),
    only: process.env.FUZZ_CASE,
    send: async (request) => {
      try {
        return await overHttp(request);
      } catch (error) {
        // Node's HTTP client will not send some headers (a NUL in one); inject those instead.
        if ((error as { code?: string }).code !== 'ERR_INVALID_CHAR') throw error;
        injected++;
        const res = await suite.app.inject(request);
        const contentType = String(res.headers['content-type'] ?? '');
        return { status: res.statusCode, contentType, body: res.body };
      }
    },
    reproduce: (env) => `${env} npx pnpm@10.34.9 --filter @kyu/bench fuzz`,
  });
  console.log(summary(report, seed, true));
  console.log(`  (${injected} inputs injected: Node's HTTP client would not send them)`);
  for (const failure of report.failures) console.log(`FAIL ${failure}`);
  process.exitCode = report.failures.length ? 1 : 0;
} finally {
  agent.destroy();
  await suite.close();
}
