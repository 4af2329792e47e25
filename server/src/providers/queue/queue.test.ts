import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/build-test-app';
import { openDatabase, type Database } from '../../db/client';
import { createQueue, type JobQueue } from '.';

const log = { error: () => {} };

async function until(read: () => number, atLeast: number, ms = 20_000) {
  const end = Date.now() + ms;
  while (read() < atLeast && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue, on the database the tests run on (PGlite or PostgreSQL)', () => {
  let database: Database;
  let queue: JobQueue;
  const seen: { n: number; at: number }[] = [];
  const attempts = new Map<number, number>();
  beforeAll(async () => {
    database = await openTestDatabase();
    queue = await createQueue(database, log);
    await queue.work('payment-events', async (data) => {
      const { n, failFirst } = data as { n: number; failFirst?: boolean };
      attempts.set(n, (attempts.get(n) ?? 0) + 1);
      // A webhook that is down for a moment: the first delivery fails.
      if (failFirst && attempts.get(n) === 1) throw new Error('down for a moment');
      seen.push({ n, at: Date.now() });
    });
  });
  afterAll(async () => {
    await queue.close();
    await database.close();
  });

  it('delivers a job sent in a committed transaction, and none of one rolled back', async () => {
    await database.db.transaction(async (tx) => {
      await queue.send('payment-events', { n: 1 }, tx);
    });
    await database.db
      .transaction(async (tx) => {
        await queue.send('payment-events', { n: 2 }, tx);
        throw new Error('roll back');
      })
      .catch(() => {});
    await until(() => seen.length, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(seen.map((job) => job.n)).toEqual([1]);
    const { rows } = await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'payment-events'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('retries a job that failed, after a delay, until it is handled once', async () => {
    const sent = Date.now();
    await queue.send('payment-events', { n: 3, failFirst: true });
    await until(() => seen.filter((job) => job.n === 3).length, 1);
    const handled = seen.filter((job) => job.n === 3);
    expect(handled).toHaveLength(1);
    expect(attempts.get(3)).toBe(2);
    // The retry waited its backoff (3 s at first), not a tight loop.
    expect(handled[0]!.at - sent).toBeGreaterThanOrEqual(1_500);
  });

  it('runs again a job whose instance was killed mid-way, once it expires', async () => {
    // A job taken and never finished, as an instance killed while running it leaves it.
    await database.db.transaction(async (tx) => {
      await queue.send('payment-events', { n: 4 }, tx);
      await tx.execute(
        sql`update pgboss.job set state = 'active', started_on = now() - interval '2 minutes'
          where name = 'payment-events' and (data->>'n')::int = 4`,
      );
    });
    await until(() => seen.filter((job) => job.n === 4).length, 1, 80_000);
    expect(attempts.get(4)).toBe(1);
  }, 90_000);
});

describe('the job queue of two instances on one database', () => {
  let first: Database;
  let second: Database;
  const queues: JobQueue[] = [];
  const handled: { n: number; by: number }[] = [];
  beforeAll(async () => {
    first = await openTestDatabase();
    // On PostgreSQL a pool of its own, as another machine has; PGlite is one process by nature.
    second = first.url
      ? await openDatabase({ url: first.url, dataDir: null })
      : { ...first, close: async () => {} };
    for (const [by, database] of [first, second].entries()) {
      const queue = await createQueue(database, log);
      queues.push(queue);
      await queue.work('payment-events', async (data) => {
        handled.push({ n: (data as { n: number }).n, by });
      });
    }
  });
  afterAll(async () => {
    for (const queue of queues) await queue.close();
    await second.close();
    await first.close();
  });

  it('hands each job to one of them, never to both', async () => {
    for (let n = 0; n < 30; n++) await queues[n % 2]!.send('payment-events', { n });
    await until(() => handled.length, 30);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(handled).toHaveLength(30);
    expect(new Set(handled.map((job) => job.n)).size).toBe(30);
  });
});
