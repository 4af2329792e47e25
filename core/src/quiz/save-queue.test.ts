import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, genericProblem } from '../api/model';
import { memoryStorage } from '../storage/areas';
import type { SaveState } from './model';
import {
  acknowledge,
  createSaveQueue,
  enqueue,
  retryDelay,
  type Network,
  type QueuedSave,
} from './save-queue';

const KEY = 'kyu:quiz-queue:1';

const entry = (questionId: number, value: string | null, seq = 1): QueuedSave => ({
  questionId,
  evaluationId: questionId + 100,
  value,
  time_spent: 3,
  num_options_clicked: 1,
  totalTimeSpent: 3,
  seq,
});
const fail = (status: number) => new ApiError(genericProblem(status));

function fakeNetwork(online = true) {
  const listeners = new Set<() => void>();
  const network: Network & { go(online: boolean): void } = {
    isOnline: () => online,
    onOnline: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    go(next) {
      online = next;
      if (next) for (const fn of listeners) fn();
    },
  };
  return network;
}

function setup(send: (e: QueuedSave, keepalive: boolean) => Promise<void>, online = true) {
  const area = memoryStorage();
  const states: SaveState[] = [];
  const dropped: unknown[] = [];
  const network = fakeNetwork(online);
  const start = () =>
    createSaveQueue({
      area,
      key: KEY,
      send,
      network,
      onState: (s) => states.push(s),
      onDrop: (_e, error) => dropped.push(error),
    });
  return { area, states, dropped, network, start };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('queue rules', () => {
  it('keeps one entry per question, the latest winning and going last', () => {
    const q = enqueue(enqueue(enqueue([], entry(1, '1')), entry(2, '2')), entry(1, '3', 2));
    expect(q.map((e) => [e.questionId, e.value])).toEqual([
      [2, '2'],
      [1, '3'],
    ]);
  });

  it('keeps an entry changed while its save was out', () => {
    const sent = entry(1, '1', 1);
    expect(acknowledge([entry(1, '2', 2)], sent)).toHaveLength(1);
    expect(acknowledge([sent], sent)).toHaveLength(0);
  });

  it('waits 1 s before the first retry, doubling up to 30 s', () => {
    expect([0, 1, 2, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });
});

describe('save queue', () => {
  it('saves answers in order and ends saved with storage empty', async () => {
    const sent: (string | null)[] = [];
    const { area, states, start } = setup(async (e) => void sent.push(e.value));
    const queue = start();
    queue.push(entry(1, 'a'));
    queue.push(entry(2, 'b'));
    await queue.flush();
    expect(sent).toEqual(['a', 'b']);
    expect(states.at(-1)).toBe('saved');
    expect(area.getItem(KEY)).toBeNull();
  });

  it('sends only the latest answer of a question changed before its turn', async () => {
    const sent: (string | null)[] = [];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const { start } = setup(async (e) => {
      sent.push(e.value);
      if (sent.length === 1) await first;
    });
    const queue = start();
    queue.push(entry(1, 'a'));
    queue.push(entry(2, 'b'));
    queue.push(entry(2, 'c'));
    release();
    await queue.flush();
    expect(sent).toEqual(['a', 'c']);
  });

  it('survives a reload: what was left in storage is sent by the next queue', async () => {
    const { area, start } = setup(async () => Promise.reject(fail(0)), false);
    start().push(entry(1, 'kept'));
    expect(area.getItem(KEY)).toContain('kept');
    const sent: (string | null)[] = [];
    const next = createSaveQueue({
      area,
      key: KEY,
      send: async (e) => void sent.push(e.value),
      onState: () => undefined,
      onDrop: () => undefined,
      network: fakeNetwork(true),
    });
    expect(next.pending()).toHaveLength(1);
    await next.flush();
    expect(sent).toEqual(['kept']);
  });

  it('waits while offline and sends everything when the browser is back online', async () => {
    const sent: (string | null)[] = [];
    const { states, network, start } = setup(async (e) => void sent.push(e.value), false);
    const queue = start();
    queue.push(entry(1, 'a'));
    queue.push(entry(2, 'b'));
    await queue.flush();
    expect(sent).toEqual([]);
    expect(states.at(-1)).toBe('offline');
    network.go(true);
    await queue.flush();
    expect(sent).toEqual(['a', 'b']);
    expect(states.at(-1)).toBe('saved');
  });

  it('retries a network error or a 5xx after a back-off', async () => {
    const answers = [fail(0), fail(503)];
    const sent: (string | null)[] = [];
    const { start } = setup(async (e) => {
      const next = answers.shift();
      if (next) throw next;
      sent.push(e.value);
    });
    const queue = start();
    queue.push(entry(1, 'a'));
    await queue.flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual(['a']);
  });

  it('drops an answer the server refuses with a 4xx and shows the error', async () => {
    const sent: (string | null)[] = [];
    const { states, dropped, area, start } = setup(async (e) => {
      if (e.questionId === 1) throw fail(422);
      sent.push(e.value);
    });
    const queue = start();
    queue.push(entry(1, 'bad'));
    queue.push(entry(2, 'good'));
    await queue.flush();
    expect(dropped).toHaveLength(1);
    expect(sent).toEqual(['good']);
    expect(states).toContain('error');
    expect(area.getItem(KEY)).toBeNull();
  });

  it('retries a 408 or 429 rather than dropping it', async () => {
    const answers = [fail(429)];
    const { dropped, start } = setup(async () => {
      const next = answers.shift();
      if (next) throw next;
    });
    const queue = start();
    queue.push(entry(1, 'a'));
    await queue.flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(dropped).toEqual([]);
    expect(queue.pending()).toEqual([]);
  });

  it('sends everything with keepalive when the page goes away, keeping it queued', () => {
    const calls: boolean[] = [];
    const { start } = setup(async (_e, keepalive) => void calls.push(keepalive), false);
    const queue = start();
    queue.push(entry(1, 'a'));
    queue.flushNow();
    expect(calls).toEqual([true]);
    expect(queue.pending()).toHaveLength(1);
  });
});
