import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/build-test-app';
import { clearRedisPrefix, testRedis, testRedisPrefix } from '@kyu/test-support/redis';
import type { LimitStore } from './types';
import { postgresLimitStore } from './postgres';
import { redisLimitStore } from './redis';

const REDIS_URL = await testRedis();
const log = { warn: () => {}, debug: () => {} };

/** Each adapter, opened for one describe block: the same suite runs against both. */
const adapters: [string, () => Promise<{ store: LimitStore; close: () => Promise<void> }>][] = [
  [
    'PostgreSQL',
    async () => {
      const database = await openTestDatabase();
      return { store: postgresLimitStore(database.db), close: database.close };
    },
  ],
];
if (REDIS_URL)
  adapters.push([
    'Redis',
    async () => {
      const prefix = testRedisPrefix();
      const store = await redisLimitStore(REDIS_URL, prefix, log);
      return {
        store,
        close: async () => {
          await store.close();
          await clearRedisPrefix(REDIS_URL, prefix);
        },
      };
    },
  ]);

describe.each(adapters)('the %s limit store', (_name, open) => {
  let store: LimitStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(() => close());

  let n = 0;
  const key = () => `test:${++n}`;
  const T = Date.UTC(2026, 2, 2, 8, 0, 0);

  it('counts hits from 1 and answers when the latest was and when the count ends', async () => {
    const k = key();
    expect(await store.hit(k, 60_000, T, 'fixed')).toEqual({
      count: 1,
      lastAt: T,
      expiresAt: T + 60_000,
    });
    expect(await store.hit(k, 60_000, T + 5_000, 'fixed')).toEqual({
      count: 2,
      lastAt: T + 5_000,
      expiresAt: T + 60_000,
    });
  });

  it('starts a fixed window again at 1 once it has ended', async () => {
    const k = key();
    await store.hit(k, 60_000, T, 'fixed');
    await store.hit(k, 60_000, T + 59_999, 'fixed');
    expect(await store.hit(k, 60_000, T + 60_000, 'fixed')).toMatchObject({
      count: 1,
      expiresAt: T + 120_000,
    });
  });

  it('counts hits gathered elsewhere at once, in a window of their own or the current one', async () => {
    const k = key();
    expect(await store.hit(k, 60_000, T, 'fixed', 7)).toMatchObject({ count: 7 });
    expect(await store.hit(k, 60_000, T + 1_000, 'fixed', 5)).toMatchObject({
      count: 12,
      expiresAt: T + 60_000,
    });
    expect(await store.hit(k, 60_000, T + 60_000, 'fixed', 3)).toMatchObject({ count: 3 });
  });

  it('moves a sliding expiry to ttl after every hit', async () => {
    const k = key();
    await store.hit(k, 60_000, T, 'sliding');
    await store.hit(k, 60_000, T + 50_000, 'sliding');
    expect(await store.hit(k, 60_000, T + 100_000, 'sliding')).toMatchObject({
      count: 3,
      expiresAt: T + 160_000,
    });
  });

  it('loses none of 50 hits made at once', async () => {
    const k = key();
    const counts = await Promise.all(
      Array.from({ length: 50 }, () => store.hit(k, 60_000, T, 'fixed')),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect((await store.read([k], T))[0]?.count).toBe(50);
  });

  it('reads counters in the order asked, null where none lives', async () => {
    const [a, b, gone] = [key(), key(), key()];
    await store.hit(a, 60_000, T, 'fixed');
    await store.hit(b, 60_000, T, 'fixed');
    await store.hit(b, 60_000, T, 'fixed');
    await store.hit(gone, 1_000, T, 'fixed');
    const read = await store.read([b, key(), a, gone], T + 1_000);
    expect(read.map((c) => c?.count ?? null)).toEqual([2, null, 1, null]);
    expect(await store.read([], T)).toEqual([]);
  });

  it('forgets a counter, and the next hit starts at 1', async () => {
    const k = key();
    await store.hit(k, 60_000, T, 'fixed');
    await store.hit(k, 60_000, T, 'fixed');
    await store.forget(k);
    expect(await store.read([k], T)).toEqual([null]);
    expect((await store.hit(k, 60_000, T, 'fixed')).count).toBe(1);
  });

  it('keeps keys apart that differ only in case or punctuation', async () => {
    const k = key();
    await store.hit(`${k}:A`, 60_000, T, 'fixed');
    expect(await store.read([`${k}:a`, `${k}:A`, `${k}-A`], T)).toEqual([
      null,
      expect.objectContaining({ count: 1 }),
      null,
    ]);
  });
});
