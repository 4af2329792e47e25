import { Redis } from 'ioredis';
import type { Counter, LimitStore, Log } from './types';

/**
 * One hit, atomically: a hash of count, last and expires per key. Expiry is decided by the
 * caller's `now` (ARGV[2]), never Redis's clock, so rules tested with a fake clock behave the
 * same here; Redis's own TTL only cleans up, a second after the counter's end.
 */
const HIT = `
local now = tonumber(ARGV[2])
local ttl = tonumber(ARGV[1])
local hits = tonumber(ARGV[4])
local current = redis.call('HMGET', KEYS[1], 'count', 'expires')
local count = tonumber(current[1])
local expires = tonumber(current[2])
if not count or not expires or expires <= now then
  count = hits
  expires = now + ttl
else
  count = count + hits
  if ARGV[3] == 'sliding' then expires = now + ttl end
end
redis.call('HSET', KEYS[1], 'count', count, 'last', now, 'expires', expires)
redis.call('PEXPIRE', KEYS[1], expires - now + 1000)
return {count, now, expires}
`;

const COMMAND_TIMEOUT_MS = 20_000;

type HitCommand = (
  key: string,
  ttl: number,
  now: number,
  expiry: string,
  count: number,
) => Promise<[number, number, number]>;

/**
 * Connects to Redis and answers the store. Commands fail at once while Redis is unreachable
 * (no offline queue, one retry), so the fallback store takes over instead of sign-ins hanging.
 * The command timeout is only for a Redis that accepts connections but stopped answering. It
 * is long on purpose: it also runs out when this process is too busy to read an answer that
 * has arrived (measured: seconds, under a burst of hundreds of sign-ins on two cores), and each
 * needless switch to the fallback restarts the counts in the middle of that burst.
 */
export async function redisLimitStore(url: string, prefix: string, log: Log): Promise<LimitStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // ioredis reconnects by itself; an unhandled 'error' event would end the process.
  redis.on('error', (error: Error) => log.debug({ err: error }, 'Redis connection error'));
  try {
    await redis.connect();
  } catch (error) {
    log.warn(
      { err: error },
      'Redis did not answer at start; limits count in PostgreSQL until it does',
    );
  }
  redis.defineCommand('kyuLimitHit', { numberOfKeys: 1, lua: HIT });
  const hitCommand = (redis as unknown as { kyuLimitHit: HitCommand }).kyuLimitHit.bind(redis);
  const k = (key: string) => `${prefix}limit:${key}`;

  return {
    async hit(key, ttlMs, now, expiry, hits = 1) {
      const [count, lastAt, expiresAt] = await hitCommand(k(key), ttlMs, now, expiry, hits);
      return { count, lastAt, expiresAt };
    },

    async read(keys, now) {
      if (!keys.length) return [];
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.hmget(k(key), 'count', 'last', 'expires');
      const results = (await pipeline.exec()) ?? [];
      return results.map(([error, fields]): Counter | null => {
        if (error) throw error;
        const [count, lastAt, expiresAt] = (fields as (string | null)[]).map(Number);
        if (!count || !expiresAt || expiresAt <= now) return null;
        return { count, lastAt: lastAt ?? now, expiresAt };
      });
    },

    async forget(key) {
      await redis.del(k(key));
    },

    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
