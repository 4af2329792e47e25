import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/build-test-app';
import type { LimitStore } from './types';
import { sharedInBatches } from './batched';
import { postgresLimitStore } from './postgres';

const log = { warn: () => {}, debug: () => {} };
const MINUTE = 60_000;

/** The database's store, noting how often each request limit wrote to it and read it. */
function observed(store: LimitStore) {
  const calls = { writes: 0, reads: 0 };
  const watched: LimitStore = {
    ...store,
    hit: (...args) => (calls.writes++, store.hit(...args)),
    read: (...args) => (calls.reads++, store.read(...args)),
  };
  return { store: watched, calls };
}

describe('request limits shared in batches', () => {
  let database: Database;
  let store: LimitStore;
  beforeAll(async () => {
    database = await openTestDatabase();
    store = postgresLimitStore(database.db);
  });
  afterAll(() => database.close());

  let n = 0;
  const key = () => `route:test:${++n}`;
  let at = Date.UTC(2026, 2, 2, 8, 0, 0);
  const clock = () => at;

  it('answers one instance the count of each hit, as the store would', async () => {
    const counts = sharedInBatches(store, log, clock);
    const k = key();
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) seen.push((await counts.hit(k, MINUTE, 10, at)).count);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    await counts.close();
    expect((await store.read([k], at))[0]?.count).toBe(12);
  });

  it('reads once, then counts a busy route here and writes its hits together', async () => {
    const { store: watched, calls } = observed(store);
    const counts = sharedInBatches(watched, log, clock);
    const k = key();
    for (let i = 0; i < 50; i++) await counts.hit(k, MINUTE, 1000, at);
    expect(calls).toEqual({ writes: 0, reads: 1 });
    await counts.close();
    expect(calls).toEqual({ writes: 1, reads: 1 });
    expect((await store.read([k], at))[0]?.count).toBe(50);
  });

  it('gives hits arriving together a count each, so exactly those past the limit are refused', async () => {
    const counts = sharedInBatches(store, log, clock);
    const k = key();
    const all = await Promise.all(
      Array.from({ length: 101 }, () => counts.hit(k, MINUTE, 100, at)),
    );
    expect(all.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 101 }, (_, i) => i + 1),
    );
    await counts.close();
  });

  it('starts again at 1 once the window ends', async () => {
    const counts = sharedInBatches(store, log, clock);
    const k = key();
    for (let i = 0; i < 3; i++) await counts.hit(k, MINUTE, 10, at);
    await counts.close();
    at += MINUTE;
    expect((await counts.hit(k, MINUTE, 10, at)).count).toBe(1);
    expect((await counts.hit(k, MINUTE, 10, at)).expiresAt).toBe(at + MINUTE);
    await counts.close();
  });

  it('lets two instances through up to the limit together, past it by at most a quarter each', async () => {
    const instances = [sharedInBatches(store, log, clock), sharedInBatches(store, log, clock)];
    const k = key();
    const max = 60;
    const allowed: boolean[] = [];
    for (let i = 0; i < 200; i++) {
      allowed.push((await instances[i % 2]!.hit(k, MINUTE, max, at)).count <= max);
    }
    expect(allowed.slice(0, max)).toEqual(Array(max).fill(true));
    expect(allowed.filter(Boolean).length).toBeLessThanOrEqual(max + max / 4);
    await Promise.all(instances.map((counts) => counts.close()));
    expect((await store.read([k], at))[0]?.count).toBe(200);
  });
});
