import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/build-test-app';
import { NOTHING_LISTENS } from '@kyu/test-support/net';
import type { Counter, LimitStore } from './types';
import { FALLBACK_MS, withFallback } from './fallback';
import { postgresLimitStore } from './postgres';
import { redisLimitStore } from './redis';

const log = { warn: () => {}, debug: () => {} };
/** Redis "down": nothing listens there. */
const NO_REDIS = `redis://${NOTHING_LISTENS}`;

/** A primary that is down on demand, counting in memory while it is up. */
function flakyStore() {
  const counts = new Map<string, Counter>();
  const state = { down: false };
  const up = () => {
    if (state.down) throw new Error('connection refused');
  };
  const store: LimitStore = {
    async hit(key, ttlMs, now) {
      up();
      const count = (counts.get(key)?.count ?? 0) + 1;
      const counter = { count, lastAt: now, expiresAt: now + ttlMs };
      counts.set(key, counter);
      return counter;
    },
    async read(keys) {
      up();
      return keys.map((key) => counts.get(key) ?? null);
    },
    async forget(key) {
      up();
      counts.delete(key);
    },
    close: async () => {},
  };
  return { store, state };
}

describe('limits while Redis is down', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('count in PostgreSQL when Redis does not answer at all', async () => {
    const redis = await redisLimitStore(NO_REDIS, 'kyu-test:', log);
    const store = withFallback(redis, postgresLimitStore(database.db), log);
    const now = Date.now();
    for (let i = 1; i <= 3; i++)
      expect((await store.hit('down:a', 60_000, now, 'fixed')).count).toBe(i);
    expect((await store.read(['down:a'], now))[0]?.count).toBe(3);
    await store.close();
  });

  it('go back to Redis 30 seconds after it failed', async () => {
    const primary = flakyStore();
    let clock = 0;
    const store = withFallback(primary.store, postgresLimitStore(database.db), log, () => clock);
    await store.hit('flaky:a', 60_000, 1, 'fixed');
    primary.state.down = true;
    await store.hit('flaky:a', 60_000, 1, 'fixed');
    primary.state.down = false;
    // Still on the database until the pause is over, though Redis is back.
    expect((await store.hit('flaky:a', 60_000, 1, 'fixed')).count).toBe(2);
    clock += FALLBACK_MS;
    expect((await store.hit('flaky:a', 60_000, 1, 'fixed')).count).toBe(2);
  });

  it('forget a counter on both sides, and answer even when Redis cannot', async () => {
    const primary = flakyStore();
    const database2 = postgresLimitStore(database.db);
    const store = withFallback(primary.store, database2, log);
    await primary.store.hit('both:a', 60_000, 1, 'fixed');
    await database2.hit('both:a', 60_000, 1, 'fixed');
    await store.forget('both:a');
    expect(await primary.store.read(['both:a'], 1)).toEqual([null]);
    expect(await database2.read(['both:a'], 1)).toEqual([null]);
    primary.state.down = true;
    await expect(store.forget('both:a')).resolves.toBeUndefined();
  });
});
