/**
 * Time to first token: what Kyu's chat stream adds over calling the model directly. One run
 * measures both against the same fake OpenAI-compatible upstream (real HTTP and SSE on this
 * machine), alternating, and prints p50 and p99 of each, the overhead and the ratio. Goal
 * (issue 3): overhead p50 ≤ 2 ms and p99 ≤ 10 ms; figures only, no assertion, machines are noisy.
 *
 * The server runs with TRUST_PROXY so each sample can come from its own address (a header
 * only, no traffic leaves this machine) and stay under the per-address public chat limit.
 */
import { startFakeOpenAi } from '../../server/src/test/fake-openai-server';
import { startKyu } from './kyu-server';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARMUP = 20;

/** Milliseconds from sending `init` to the first body chunk that contains `marker`. */
async function firstToken(url: string, init: RequestInit, marker: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${url} ended before ${marker}`);
    seen += decoder.decode(value, { stream: true });
    if (seen.includes(marker)) {
      const elapsed = performance.now() - started;
      await reader.cancel();
      return elapsed;
    }
  }
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function main() {
  const upstream = await startFakeOpenAi();
  const { api, stop } = await startKyu(8392, {
    TRUST_PROXY: 'true',
    LLM_BASE_URL: upstream.url,
    LLM_MODEL: 'fake',
  });
  try {
    const question = { role: 'user', content: 'What is a fraction?' };
    const direct = () =>
      firstToken(
        `${upstream.url}/chat/completions`,
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
    const row = (name: string, xs: number[]) =>
      console.log(
        `${name.padEnd(28)} p50 ${percentile(xs, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(xs, 99).toFixed(2).padStart(7)} ms`,
      );
    console.log(`${SAMPLES} samples each, alternating, after ${WARMUP} warm-up`);
    row('upstream directly', directMs);
    row('through Kyu (public chat)', kyuMs);
    const p50 = percentile(kyuMs, 50) - percentile(directMs, 50);
    const p99 = percentile(kyuMs, 99) - percentile(directMs, 99);
    console.log(
      `overhead p50 ${p50.toFixed(2)} ms (goal ≤ 2), p99 ${p99.toFixed(2)} ms (goal ≤ 10)`,
    );
    console.log(
      `ratio Kyu / direct at p50 ${(percentile(kyuMs, 50) / percentile(directMs, 50)).toFixed(2)}`,
    );
  } finally {
    stop();
    await upstream.close();
  }
}

void main();
