import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import PgBoss10 from 'pg-boss-10';
import { openTestDatabase } from '../../test/build-test-app';
import { openDatabase, type Database } from '../../db/client';
import { clientDb } from './adapters';
import { createQueue, type JobQueue } from '.';

const log = { error: () => {} };

async function until(read: () => number, atLeast: number, ms = 20_000) {
  const end = Date.now() + ms;
  while (read() < atLeast && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A database as an older Kyu on pg-boss 10 left it when it stopped. */
async function leftByVersion10(database: Database) {
  const boss = new PgBoss10({ db: clientDb(database) as PgBoss10.Db, supervise: false });
  await boss.start();
  await boss.createQueue('payment-events', { name: 'payment-events', retryLimit: 12 });
  await boss.createQueue('queue-kyu-dropped', { name: 'queue-kyu-dropped' });
  // Taken by a worker that never finished: the server stopped mid-job.
  await boss.send('payment-events', { n: 2 });
  await boss.fetch('payment-events');
  await boss.send('payment-events', { n: 3 }, { retryLimit: 0 });
  const [doomed] = await boss.fetch('payment-events');
  await boss.fail('payment-events', doomed!.id, new Error('webhook said no'));
  await boss.send('payment-events', { n: 1 });
  await boss.send('queue-kyu-dropped', { n: 4 });
  await boss.stop({ graceful: false, wait: true });
}

describe('a database whose jobs pg-boss 10 made, started by two instances at once', () => {
  let first: Database;
  let second: Database;
  const queues: JobQueue[] = [];
  const handled: number[] = [];
  beforeAll(async () => {
    first = await openTestDatabase();
    second = first.url
      ? await openDatabase({ url: first.url, dataDir: null })
      : { ...first, close: async () => {} };
    await leftByVersion10(first);
    queues.push(...(await Promise.all([createQueue(first, log), createQueue(second, log)])));
    for (const queue of queues) {
      await queue.work('payment-events', async (data) => {
        handled.push((data as { n: number }).n);
      });
    }
  });
  afterAll(async () => {
    for (const queue of queues) await queue.close();
    await second.close();
    await first.close();
  });

  it('runs each waiting job once, the one cut off mid-way included', async () => {
    await until(() => handled.length, 2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(handled.sort()).toEqual([1, 2]);
  });

  it('keeps the failed job for the admins to see, and drops the old schema', async () => {
    const { rows } = await first.db.execute(
      sql`select name, state::text, output->>'message' as message from pgboss.job
        where state = 'failed'`,
    );
    expect(rows).toEqual([{ name: 'payment-events', state: 'failed', message: 'webhook said no' }]);
    const schemas = await first.db.execute(
      sql`select nspname from pg_namespace where nspname like 'pgboss%' order by nspname`,
    );
    expect(schemas.rows).toEqual([{ nspname: 'pgboss' }]);
    const version = await first.db.execute(sql`select version from pgboss.version`);
    expect(version.rows).toEqual([{ version: 26 }]);
  });

  it('takes new jobs in the upgraded schema', async () => {
    await first.db.transaction(async (tx) => {
      await queues[0]!.send('payment-events', { n: 5 }, tx);
    });
    await until(() => handled.length, 3);
    expect(handled).toContain(5);
  });
});
