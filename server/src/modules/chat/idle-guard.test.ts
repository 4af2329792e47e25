import { describe, expect, it } from 'vitest';
import { ModelStalled, guarded } from './idle-guard';

async function* tokens(items: string[], thenHang = false) {
  for (const item of items) yield item;
  // A model that ignores its signal and never finishes.
  if (thenHang) await new Promise(() => undefined);
}

const collect = async (source: AsyncIterable<string>) => {
  const out: string[] = [];
  try {
    for await (const token of source) out.push(token);
    return { out, error: null };
  } catch (error) {
    return { out, error };
  }
};

describe('chat: idle guard', () => {
  it('passes every token of a model that finishes', async () => {
    const controller = new AbortController();
    const result = await collect(
      guarded(tokens(['a', 'b']), {
        signal: controller.signal,
        idleMs: 1000,
        abort: () => undefined,
      }),
    );
    expect(result).toEqual({ out: ['a', 'b'], error: null });
  });

  it('gives up on a model that goes silent, and asks it to stop', async () => {
    const reasons: Error[] = [];
    const result = await collect(
      guarded(tokens(['a'], true), {
        signal: new AbortController().signal,
        idleMs: 30,
        abort: (reason) => reasons.push(reason),
      }),
    );
    expect(result.out).toEqual(['a']);
    expect(result.error).toBeInstanceOf(ModelStalled);
    expect(reasons).toHaveLength(1);
  });

  it('stops at once when its signal aborts, even if the model ignores it', async () => {
    const controller = new AbortController();
    const gone = new Error('gone');
    setTimeout(() => controller.abort(gone), 20);
    const started = Date.now();
    const result = await collect(
      guarded(tokens(['a'], true), {
        signal: controller.signal,
        idleMs: 10_000,
        abort: () => undefined,
      }),
    );
    expect(result).toEqual({ out: ['a'], error: gone });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
