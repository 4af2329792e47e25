import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, Queryable } from '../../db/client';

/**
 * A durable job queue (pg-boss) in Kyu's own database, PostgreSQL or PGlite alike: a job sent
 * inside a transaction exists only if that transaction commits, is handed to one worker of all
 * the instances on the database (SKIP LOCKED), and is retried with a growing delay if it fails.
 */
export interface JobQueue {
  /** Sends a job; pass the transaction as `db` to keep it with the rows it goes with. */
  send(name: QueueName, data: object, db?: Queryable): Promise<void>;
  /** Handles this queue's jobs, one at a time; a throw retries the job later. */
  work(name: QueueName, handle: (data: unknown) => Promise<void>): Promise<void>;
  /** Sends a job on `cron` (UTC): one job a time for all instances, whichever takes it. */
  schedule(name: QueueName, cron: string): Promise<void>;
  close(): Promise<void>;
}

/** Every queue Kyu uses, made at start. */
const QUEUES = [
  'payment-events',
  'league-rollover',
  'worksheet-generation',
  'document-extraction',
] as const;
export type QueueName = (typeof QUEUES)[number];

/**
 * A singleton queue runs one job at a time across every instance: a rollover still working
 * when the next is due is not joined by a second one.
 */
const POLICIES: Partial<Record<QueueName, 'singleton'>> = { 'league-rollover': 'singleton' };

/**
 * Retries: pg-boss doubles the delay each time from `retryDelay` (2, 4, 8 … s), which rides out
 * a restart or a minute of errors; after the last the job stays `failed` in pgboss.job to see.
 */
const RETRIES = { retryLimit: 12, retryDelay: 2, retryBackoff: true };

/** `$1`, `$2` … as drizzle parameters, so a transaction runs pg-boss's statement as its own. */
function drizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  const chunks = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
  );
  return sql.join(chunks, sql.raw(''));
}

/** pg-boss's `db` over a drizzle handle or transaction (statements with parameters only). */
export function queueDb(db: Queryable): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(drizzleSql(text, values ?? []))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss's `db` over the database's own client: PGlite's single connection (its schema is made
 * by a script of many statements, which only `exec` runs), or the PostgreSQL pool.
 */
function clientDb(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const lite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values?.length) return lite.query(text, values);
      const results = await lite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** Starts pg-boss on the app's database (making its schema once) and the queues Kyu uses. */
export async function createQueue(
  database: Database,
  log: { error(o: object, m: string): void },
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: clientDb(database),
    // Jobs are checked for every half second (pg-boss's shortest): a paid checkout's events
    // should reach the webhook while the parent is still on the success page.
    pollingIntervalSeconds: 0.5,
    // Done jobs are kept a week to look into, then dropped by pg-boss's own maintenance.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue'));
  await boss.start();
  for (const name of QUEUES) {
    await boss.createQueue(name, { name, ...RETRIES, policy: POLICIES[name] ?? 'standard' });
  }
  let stopped = false;

  return {
    async send(name, data, db) {
      const options = db ? { ...RETRIES, db: queueDb(db) } : RETRIES;
      await boss.send(name, data, options);
    },
    async work(name, handle) {
      await boss.work(name, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => {
        if (job && !stopped) await handle(job.data);
      });
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async close() {
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
