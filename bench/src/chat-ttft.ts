/**
 * Time to first token: what Kyu's chat stream adds over calling the model directly. Each run
 * measures both against the same fake OpenAI-compatible upstream (real HTTP and SSE on this
 * machine), alternating, and prints p50 and p99 of each, the overhead and the ratio. It runs on
 * the embedded PGlite, then on PostgreSQL when one answers: a fresh database, made beside
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and dropped after. Goal
 * (issue 3): overhead p50 ≤ 2 ms and p99 ≤ 10 ms; figures only, no assertion, machines are noisy.
 *
 * The server runs with TRUST_PROXY so each sample can come from its own address (a header
 * only, no traffic leaves this machine) and stay under the per-address public chat limit.
 */
import { createRequire } from 'node:module';
import { startFakeOpenAi } from '../../server/src/test/fake-openai-server';
import { startKyu } from './kyu-server';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARMUP = 20;
const POSTGRES = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The little of node-postgres' client that the bench uses. */
interface PgClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}

// The PostgreSQL client is the server's dependency; the bench borrows it rather than keep its own.
const pg = createRequire(new URL('../../server/package.json', import.meta.url))('pg') as {
  Client: new (config: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient;
};

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

/** An admin connection to PostgreSQL, or null (and why) when none answers. */
async function postgresAdmin(): Promise<PgClient | string> {
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    return error instanceof Error ? error.message : String(error);
  }
}

/** Runs `use` on a fresh database beside POSTGRES, dropped after. */
async function withFreshDatabase<T>(admin: PgClient, use: (url: string) => Promise<T>) {
  const name = `kyu_bench_ttft_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
      ...(await measure(upstream.url, 8392, { DATABASE_URL: '' })),
    });
    const admin = await postgresAdmin();
    if (typeof admin === 'string') {
      console.log(`PostgreSQL: skipped, nothing answers at ${new URL(POSTGRES).host} (${admin})`);
      return;
    }
    try {
      const figures = await withFreshDatabase(admin, (url) =>
        measure(upstream.url, 8393, { DATABASE_URL: url }),
      );
      report({ database: `PostgreSQL (${new URL(POSTGRES).host})`, ...figures });
    } finally {
      await admin.end();
    }
  } finally {
    await upstream.close();
  }
}

void main();
