/**
 * Time to first token: what Kyu's public chat stream adds over calling the model directly, beside
 * what a bare `node:http` proxy (bare-proxy.ts) adds over the same model in the same run. Each
 * sample calls the fake OpenAI-compatible upstream directly, through the bare proxy and through
 * Kyu, in turn (real HTTP and SSE, all on 127.0.0.1, free ports), and the figures are p50, p95
 * and p99 of each, what each relay adds at those percentiles, and Kyu's added time as a multiple
 * of the bare proxy's. It runs on the embedded PGlite, then on PostgreSQL when one answers (see
 * postgres-database.ts). Goal (issue 10): Kyu adds at most 1.5× what the bare proxy adds at p50,
 * and at most 10 ms at p99, on both; figures only, no assertion, machines are noisy.
 *
 * The server runs with TRUST_PROXY so each sample can come from its own address (a header
 * only, no traffic leaves this machine) and stay under the per-address public chat limit.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAi } from '@kyu/test-support/fakes/model-server';
import { freePort } from '@kyu/test-support/net';
import { startKyu } from './kyu-server';
import { benchDatabase } from './postgres-database';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARMUP = 30;
const PERCENTILES = [50, 95, 99] as const;

/** Runs bare-proxy.ts in a process of its own and answers its URL once it listens. */
async function startBareProxy(upstreamUrl: string) {
  const script = fileURLToPath(new URL('./bare-proxy.ts', import.meta.url));
  const proxy = spawn(process.execPath, ['--import', 'tsx', script, upstreamUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(proxy.stdout, 'data')) as [Buffer];
  return { url: line.toString().trim(), close: () => void proxy.kill('SIGTERM') };
}

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

interface Samples {
  direct: number[];
  bare: number[];
  kyu: number[];
}

/** Calls the upstream directly, through the bare proxy and through a Kyu started with `env`. */
async function measure(upstreamUrl: string, bareUrl: string, env: Record<string, string>) {
  const { api, stop } = await startKyu(await freePort(), {
    HOST: '127.0.0.1',
    SCHOOL_DEMO_PORT: 'off',
    TRUST_PROXY: 'true',
    LLM_BASE_URL: upstreamUrl,
    LLM_MODEL: 'fake',
    ...env,
  });
  try {
    const question = { role: 'user', content: 'What is a fraction?' };
    const asJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const direct = () =>
      firstToken(
        `${upstreamUrl}/chat/completions`,
        asJson({ model: 'fake', stream: true, messages: [question] }),
        '"content"',
      );
    const bare = () => firstToken(bareUrl, asJson({ messages: [question] }), 'event: delta');
    let n = 0;
    const kyu = () => {
      n++;
      return firstToken(
        `${api}/chat/public/stream/new`,
        asJson(
          { messages: [question] },
          { 'x-forwarded-for': `198.51.${(n >> 8) & 255}.${n & 255}` },
        ),
        'event: delta',
      );
    };
    for (let i = 0; i < WARMUP; i++) {
      await direct();
      await bare();
      await kyu();
    }
    const samples: Samples = { direct: [], bare: [], kyu: [] };
    for (let i = 0; i < SAMPLES; i++) {
      samples.direct.push(await direct());
      samples.bare.push(await bare());
      samples.kyu.push(await kyu());
    }
    return samples;
  } finally {
    stop();
  }
}

const ms = (x: number) => `${x.toFixed(2).padStart(7)} ms`;

function report(database: string, { direct, bare, kyu }: Samples) {
  const at = (xs: number[]) => PERCENTILES.map((p) => percentile(xs, p));
  const added = (xs: number[]) => PERCENTILES.map((p) => percentile(xs, p) - percentile(direct, p));
  const row = (name: string, figures: number[]) =>
    console.log(
      `  ${name.padEnd(30)} ${figures.map((f, i) => `p${PERCENTILES[i]} ${ms(f)}`).join('   ')}`,
    );
  console.log(`${database}: ${SAMPLES} samples each, in turn, after ${WARMUP} warm-up`);
  row('upstream directly', at(direct));
  row('through the bare proxy', at(bare));
  row('through Kyu (public chat)', at(kyu));
  row('added by the bare proxy', added(bare));
  row('added by Kyu', added(kyu));
  const [kyuP50, , kyuP99] = added(kyu) as [number, number, number];
  const [bareP50] = added(bare) as [number];
  console.log(
    `  Kyu adds ${(kyuP50 / bareP50).toFixed(2)}× what the bare proxy adds at p50 (goal ≤ 1.5), ` +
      `${kyuP99.toFixed(2)} ms at p99 (goal ≤ 10)`,
  );
}

async function main() {
  const upstream = await startFakeOpenAi();
  const proxy = await startBareProxy(upstream.url);
  try {
    // DATABASE_URL is emptied so that this run stays on PGlite whatever the shell has set.
    report('PGlite (embedded)', await measure(upstream.url, proxy.url, { DATABASE_URL: '' }));
    let postgres: ReturnType<typeof benchDatabase>;
    try {
      postgres = benchDatabase();
    } catch (error) {
      console.log(`PostgreSQL: skipped, no database could be made (${String(error)})`);
      return;
    }
    try {
      const samples = await measure(upstream.url, proxy.url, { DATABASE_URL: postgres.url });
      report(`PostgreSQL (${new URL(postgres.url).host})`, samples);
    } finally {
      postgres.drop();
    }
  } finally {
    proxy.close();
    await upstream.close();
  }
}

void main();
