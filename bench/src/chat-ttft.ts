/**
 * Time to first token: what Kyu's chat stream adds over calling the model directly. Each run
 * measures both against the same fake OpenAI-compatible upstream (real HTTP and SSE on this
 * machine), alternating, and prints p50 and p99 of each, the overhead and the ratio. It runs on
 * the embedded PGlite, then on PostgreSQL when one answers (see postgres-database.ts). Goal
 * (issue 3): overhead p50 ≤ 2 ms and p99 ≤ 10 ms; figures only, no assertion, machines are noisy.
 *
 * The server runs with TRUST_PROXY so each sample can come from its own address (a header
 * only, no traffic leaves this machine) and stay under the per-address public chat limit.
 */
import { startFakeOpenAi } from '../../server/src/test/fake-openai-server';
import { startKyu } from './kyu-server';
import { benchDatabase } from './postgres-database';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARMUP = 20;
/** The PGlite run's port; PostgreSQL's is the next one. */
const PORT = Number(process.env.BENCH_PORT ?? 8392);

/**
 * Milliseconds from sending `init` to the first body chunk that contains `marker`. The rest of
 * the body is read too, as a client would: a stream cut short would close the connection (the
 * next request would pay for a new one) and have the server save a reply cut off.
 */
async function firstToken(url: string, init: RequestInit, marker: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let elapsed: number | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (elapsed !== null) continue;
    seen += decoder.decode(value, { stream: true });
    if (seen.includes(marker)) elapsed = performance.now() - started;
  }
  if (elapsed === null) throw new Error(`${url} ended before ${marker}`);
  return elapsed;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

interface Figures {
  database: string;
  direct: number[];
  kyu: number[];
}

/** Alternates a direct call and a call through a Kyu server started with `env`. */
async function measure(upstreamUrl: string, port: number, env: Record<string, string>) {
  const { api, stop } = await startKyu(port, {
    TRUST_PROXY: 'true',
    LLM_BASE_URL: upstreamUrl,
    LLM_MODEL: 'fake',
    ...env,
  });
  try {
    const question = { role: 'user', content: 'What is a fraction?' };
    const direct = () =>
      firstToken(
        `${upstreamUrl}/chat/completions`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'fake', stream: true, messages: [question] }),
        },
        '"content"',
      );
    let n = 0;
    const viaKyu = () => {
      n++;
      return firstToken(
        `${api}/chat/public/stream/new`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({ messages: [question] }),
        },
        'event: delta',
      );
    };
    for (let i = 0; i < WARMUP; i++) {
      await direct();
      await viaKyu();
    }
    const directMs: number[] = [];
    const kyuMs: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      directMs.push(await direct());
      kyuMs.push(await viaKyu());
    }
    return { direct: directMs, kyu: kyuMs };
  } finally {
    stop();
  }
}

function report({ database, direct, kyu }: Figures) {
  const row = (name: string, xs: number[]) =>
    console.log(
      `  ${name.padEnd(28)} p50 ${percentile(xs, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(xs, 99).toFixed(2).padStart(7)} ms`,
    );
  const p50 = percentile(kyu, 50) - percentile(direct, 50);
  const p99 = percentile(kyu, 99) - percentile(direct, 99);
  console.log(`${database}: ${SAMPLES} samples each, alternating, after ${WARMUP} warm-up`);
  row('upstream directly', direct);
  row('through Kyu (public chat)', kyu);
  console.log(
    `  overhead p50 ${p50.toFixed(2)} ms (goal ≤ 2), p99 ${p99.toFixed(2)} ms (goal ≤ 10)`,
  );
  console.log(
    `  ratio Kyu / direct at p50 ${(percentile(kyu, 50) / percentile(direct, 50)).toFixed(2)}`,
  );
}

async function main() {
  const upstream = await startFakeOpenAi();
  try {
    // DATABASE_URL is emptied so that this run stays on PGlite whatever the shell has set.
    report({
      database: 'PGlite (embedded)',
      ...(await measure(upstream.url, PORT, { DATABASE_URL: '' })),
    });
    let postgres: ReturnType<typeof benchDatabase>;
    try {
      postgres = benchDatabase();
    } catch (error) {
      console.log(`PostgreSQL: skipped, no database could be made (${String(error)})`);
      return;
    }
    try {
      const figures = await measure(upstream.url, PORT + 1, { DATABASE_URL: postgres.url });
      report({ database: `PostgreSQL (${new URL(postgres.url).host})`, ...figures });
    } finally {
      postgres.drop();
    }
  } finally {
    await upstream.close();
  }
}

void main();
