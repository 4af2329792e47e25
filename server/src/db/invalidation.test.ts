import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTwoInstances,
  dropInvalidationListeners,
  nextInvalidation,
} from '../test/two-instances';
import { openDatabase } from './client';
import { publish } from './invalidation';

const onPostgres = Boolean(process.env.KYU_TEST_DATABASE_URL);

describe('cache invalidation', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let url: string | null;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, url, close } = await buildTwoInstances());
  });
  afterAll(() => close());

  it('tells the publishing instance before publish returns', async () => {
    const heard: (string | undefined)[] = [];
    const stop = a.invalidation.subscribe('schools', (payload) => heard.push(payload));
    const publishing = a.invalidation.publish('schools', '7');
    expect(heard).toEqual(['7']);
    await publishing;
    stop();
    await a.invalidation.publish('schools');
    expect(heard).toEqual(['7']);
  });

  it('tells the other instance, with the payload', async () => {
    const heard = nextInvalidation(b.invalidation, 'coach-prompts');
    await a.invalidation.publish('coach-prompts', '[1,2]');
    expect(await heard).toBe('[1,2]');
  });

  it('tells each subscriber of its own channel only', async () => {
    const other: (string | undefined)[] = [];
    const stop = b.invalidation.subscribe('schools', (payload) => other.push(payload));
    const heard = nextInvalidation(b.invalidation, 'coach-prompts');
    await publish(a.db, 'coach-prompts', 'only prompts');
    expect(await heard).toBe('only prompts');
    stop();
    expect(other).toEqual([]);
  });

  it.skipIf(!onPostgres)('sends a payload too long for PostgreSQL as "everything"', async () => {
    const heard = nextInvalidation(b.invalidation, 'schools');
    await a.invalidation.publish('schools', 'x'.repeat(10_000));
    expect(await heard).toBeUndefined();
  });

  it.skipIf(!onPostgres)(
    'hears a change made by a process without the app, such as the seed command',
    async () => {
      const elsewhere = await openDatabase({ url, dataDir: null });
      const heard = nextInvalidation(b.invalidation, 'schools');
      await publish(elsewhere.db, 'schools', 'from the seed');
      expect(await heard).toBe('from the seed');
      await elsewhere.close();
    },
  );

  it.skipIf(!onPostgres)(
    'treats every cache as stale once its dropped connection is back, and hears again',
    async () => {
      const stale = Promise.all([
        nextInvalidation(b.invalidation, 'coach-prompts'),
        nextInvalidation(b.invalidation, 'schools'),
      ]);
      expect(await dropInvalidationListeners(url!)).toBe(2);
      expect(await stale).toEqual([undefined, undefined]);
      const heard = nextInvalidation(b.invalidation, 'schools');
      await a.invalidation.publish('schools', 'after the drop');
      expect(await heard).toBe('after the drop');
    },
  );
});
