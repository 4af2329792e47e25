import { afterAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../../lib/problem';
import { createWorkerPool } from '../../lib/worker-pool';

/**
 * The speech worker given raw sentences, past the bounds `spokenSentences` puts on them: each
 * one that breaks, stalls or hangs SVOX Pico, followed by one that must still be read.
 */
const pool = createWorkerPool({
  filename: new URL('./svox-pico.worker.ts', import.meta.url),
  what: 'Reading aloud',
  // An engine is about 18 MB of WebAssembly memory, and one dropped after a failure is held
  // until the worker's next collection: room for a few, so that a sentence read after
  // hostile ones is not refused for their garbage (64 MB was, on a busy machine).
  memoryMb: 128,
  timeoutMs: 3_000,
  maxThreads: 1,
  maxQueue: 2,
});
afterAll(() => pool.close());

const say = (sentence: string) => pool.run<Uint8Array | null>('say', sentence);
const seconds = (pcm: Uint8Array | null) => (pcm?.length ?? 0) / 32_000;

describe('the speech worker', () => {
  it('reads a sentence after one that left the engine broken without a word of failure', async () => {
    // 200 digits and no full stop: pico makes nothing of them, and fails on the next call.
    expect(seconds(await say('1234567890'.repeat(20)))).toBe(0);
    expect(seconds(await say('Hello, I am Kyu.'))).toBeGreaterThan(0.8);
    expect(seconds(await say('Hello again.'))).toBeGreaterThan(0.5);
  });

  it('gives up a sentence that fails on a fresh engine too, and reads the next', async () => {
    expect(await say(`${'1234567890'.repeat(20)}.`)).toBeNull();
    expect(await say(`${"'".repeat(300)}.`)).toBeNull();
    expect(seconds(await say('Hello, I am Kyu.'))).toBeGreaterThan(0.8);
  });

  it('ends a sentence that hangs the engine with a 422 naming the limit, and reads the next', async () => {
    // A word past pico's 256-byte buffer: pico loops inside WebAssembly and never returns.
    const problem = await say('é'.repeat(130)).catch((error: unknown) => error);
    expect(problem).toBeInstanceOf(HttpProblem);
    expect(problem).toMatchObject({
      status: 422,
      detail: 'Reading aloud needed more than 3 s, the limit for one request.',
    });
    expect(seconds(await say('Hello, I am Kyu.'))).toBeGreaterThan(0.8);
  });
});
