import { describe } from 'vitest';
import { testRedis, testRedisPrefix } from '../../test/redis';
import { schoolSignInSuite } from './school-sign-in.suite';

const REDIS_URL = await testRedis();

describe.skipIf(!REDIS_URL)('sign-in limits at a school, counted in Redis', () => {
  schoolSignInSuite({ REDIS_URL: REDIS_URL!, REDIS_PREFIX: testRedisPrefix() });
});
