import { afterAll, describe } from 'vitest';
import { clearRedisPrefix, testRedis, testRedisPrefix } from '@kyu/test-support/redis';
import { schoolSignInSuite } from './school-sign-in.suite';

const REDIS_URL = await testRedis();
/**
 * Redis is there for several processes sharing one count, and several processes share a
 * PostgreSQL: this suite runs on the PostgreSQL pass of the server tests (always in CI), not
 * again beside PGlite, where it would only double the slowest tests.
 */
const onPostgres = !!process.env.KYU_TEST_DATABASE_URL;
if (REDIS_URL && !onPostgres)
  console.info('notice: the Redis sign-in suite runs on PostgreSQL (set KYU_TEST_DATABASE_URL).');

describe.skipIf(!REDIS_URL || !onPostgres)('sign-in limits at a school, counted in Redis', () => {
  const prefix = testRedisPrefix();
  schoolSignInSuite({ REDIS_URL: REDIS_URL!, REDIS_PREFIX: prefix });
  afterAll(() => clearRedisPrefix(REDIS_URL!, prefix));
});
