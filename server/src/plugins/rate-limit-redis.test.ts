import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

const REDIS_URL = process.env.KYU_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string) {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const available = await redisAnswers(REDIS_URL);

describe.skipIf(!available)('rate limits in Redis', () => {
  // Two processes of Kyu behind one load balancer, sharing a Redis namespace of their own.
  const env = { REDIS_URL, REDIS_PREFIX: `kyu-test-${randomBytes(4).toString('hex')}:` };
  let apps: Awaited<ReturnType<typeof buildTestApp>>['app'][];
  beforeAll(async () => {
    apps = [(await buildTestApp({ env })).app, (await buildTestApp({ env })).app];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('counts one address across every process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/v1/auth/magic-link',
        payload: { email: 'nobody@example.com' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
