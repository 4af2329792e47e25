import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { clearRedisPrefix, testRedis, testRedisPrefix } from '@kyu/test-support/redis';

const REDIS_URL = await testRedis();

describe.skipIf(!REDIS_URL)('rate limits in Redis', () => {
  // Two processes of Kyu behind one load balancer, sharing a Redis namespace of their own.
  const env = { REDIS_URL: REDIS_URL!, REDIS_PREFIX: testRedisPrefix() };
  let apps: Awaited<ReturnType<typeof buildTestApp>>['app'][];
  beforeAll(async () => {
    apps = [(await buildTestApp({ env })).app, (await buildTestApp({ env })).app];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await clearRedisPrefix(REDIS_URL!, env.REDIS_PREFIX);
  });

  it('counts one address across every process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/v1/auth/magic-link',
        payload: { email: 'nobody@example.com' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
  });
});
