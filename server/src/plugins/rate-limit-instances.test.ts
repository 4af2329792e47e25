import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../modules/auth/rate-limits';
import { buildTwoInstances } from '../test/two-instances';

/**
 * Without Redis, two instances on one database share request limits through it in batches
 * (providers/limits/batched.ts): neither refuses within the limit, and together they stop a
 * burst soon after it, by at most a quarter of the limit each.
 */
describe('rate limits across instances without Redis', () => {
  let apps: FastifyInstance[];
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { a, b, close: closeBoth } = await buildTwoInstances();
    apps = [a, b];
    close = closeBoth;
  });
  afterAll(() => close());

  it('counts one address across both instances', async () => {
    const { max } = RATE_LIMITS.mailedLink;
    const statuses: number[] = [];
    for (let i = 0; i < 2 * max; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/v1/auth/magic-link',
        payload: { email: 'nobody@example.com' },
        remoteAddress: '10.40.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(max + max / 4);
    expect(statuses.slice(-max / 2)).toEqual(Array(max / 2).fill(429));
  });
});
