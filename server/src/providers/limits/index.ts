import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withFallback } from './fallback';
import { postgresLimitStore } from './postgres';
import { redisLimitStore } from './redis';
import type { LimitStore, Log } from './types';

export type { Counter, LimitStore, Log } from './types';

/**
 * PostgreSQL (the app's own database) unless REDIS_URL is set; then Redis, falling back to the
 * database while Redis is unreachable (see fallback.ts for why).
 */
export async function createLimitStore(
  config: Pick<Config, 'redis'>,
  db: Db,
  log: Log,
): Promise<LimitStore> {
  const database = postgresLimitStore(db);
  if (!config.redis.url) return database;
  const redis = await redisLimitStore(config.redis.url, config.redis.prefix, log);
  return withFallback(redis, database, log);
}
