import type { LimitStore, Log } from './types';

/** After Redis fails, the fallback answers alone this long before Redis is tried again. */
export const FALLBACK_MS = 30_000;

/**
 * Redis with the database behind it. When Redis cannot answer, counting moves to PostgreSQL
 * (always there: it is the app's own database) rather than either easy way out: refusing every
 * sign-in would lock a whole school out for a cache, and letting every attempt through would
 * open unlimited guessing for as long as someone can keep Redis down. The cost is that counts
 * restart on each side when the store changes, so across an outage a limit can allow up to
 * twice its count in one window; it stays a limit.
 */
export function withFallback(
  primary: LimitStore,
  fallback: LimitStore,
  log: Log,
  clock: () => number = Date.now,
): LimitStore {
  let downUntil = 0;
  const run = async <T>(call: (store: LimitStore) => Promise<T>): Promise<T> => {
    if (clock() < downUntil) return call(fallback);
    try {
      return await call(primary);
    } catch (error) {
      downUntil = clock() + FALLBACK_MS;
      log.warn({ err: error }, 'Redis failed; limits count in PostgreSQL for the next 30 s');
      return call(fallback);
    }
  };
  return {
    hit: (key, ttlMs, now, expiry, count) =>
      run((store) => store.hit(key, ttlMs, now, expiry, count)),
    read: (keys, now) => run((store) => store.read(keys, now)),
    // Forgetting touches both, so a counter cleared during an outage does not come back after.
    forget: async (key) => {
      await Promise.all([primary.forget(key).catch(() => {}), fallback.forget(key)]);
    },
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
