import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../../db/client';
import { clientDb, queueDb } from './adapters';
import { adoptVersion10Jobs, setVersion10Aside } from './from-version-10';

/**
 * A durable job queue (pg-boss) in Kyu's own database, PostgreSQL or PGlite alike: a job sent
 * inside a transaction exists only if that transaction commits, is handed to one worker of all
 * the instances on the database (SKIP LOCKED), and is retried with a growing delay if it fails.
 */
export interface JobQueue {
  /** Sends a job; pass the transaction as `db` to keep it with the rows it goes with. */
  send(name: QueueName, data: object, db?: Queryable): Promise<void>;
  /**
   * Handles this queue's jobs, up to `batchSize` at a time (1 unless given), each on its own:
   * a throw retries that job later, and the others of its batch are done.
   */
  work(
    name: QueueName,
    handle: (data: unknown) => Promise<void>,
    options?: { batchSize?: number },
  ): Promise<void>;
  /** Sends a job on `cron` (UTC): one job a time for all instances, whichever takes it. */
  schedule(name: QueueName, cron: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Retries: pg-boss waits `retryDelay` plus a jittered doubling (about 3, 5, 8, 14 … s), which
 * rides out a restart or a minute of errors; after the last the job stays `failed` in
 * pgboss.job to see.
 */
const RETRIES = { retryLimit: 12, retryDelay: 2, retryBackoff: true };

/**
 * Every queue Kyu uses, made at start, with what differs from RETRIES. A singleton queue runs
 * one job at a time across every instance: a rollover still working when the next is due is
 * not joined by a second one. Mail retries for a day, never more than a minute apart, so a
 * mail held by an SMTP outage goes out within a minute of its end. A webhook delivery takes
 * well under a second, so one cut off by a killed instance expires after 15 s (a mail, which
 * waits on an SMTP server, after a minute), not pg-boss's 15 minutes; running over would only
 * retry it, which the webhook's event ids and the mail's claim both make harmless. Generation
 * and extraction can take minutes, and keep the 15: a generation job holds a lease of its own
 * (modules/worksheets/generation.ts), taken up within seconds of its instance dying.
 */
const QUEUES = {
  'payment-events': { expireInSeconds: 15 },
  'league-rollover': { policy: 'singleton' },
  'worksheet-generation': {},
  'document-extraction': {},
  mail: { retryLimit: 1_500, retryDelayMax: 60, expireInSeconds: 60 },
} satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;
export type QueueName = keyof typeof QUEUES;

/** Starts pg-boss on the app's database (making or upgrading its schema) and Kyu's queues. */
export async function createQueue(
  database: Database,
  log: { error(o: object, m: string): void },
): Promise<JobQueue> {
  const db = clientDb(database);
  // Deleting done jobs after pg-boss's 7 days, checking every half second in each worker, are
  // pg-boss 11's defaults or its workers' options. Every 10 s (pg-boss: a minute) some instance
  // looks for jobs past their expiry, so a job whose instance was killed is retried within
  // half a minute of it.
  const boss = new PgBoss({ db, superviseIntervalSeconds: 10, monitorIntervalSeconds: 30 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue'));
  await oneStartAtATime(database, async () => {
    await setVersion10Aside(db);
    await boss.start();
    for (const [name, options] of Object.entries(QUEUES)) {
      const { policy, ...settings } = { policy: 'standard' as const, ...RETRIES, ...options };
      await boss.createQueue(name, { policy, ...settings });
      // A queue made by an older Kyu takes today's settings; pg-boss keeps a queue's first ones.
      await boss.updateQueue(name, settings);
      // Reading a queue's stats puts it in pg-boss's cache, which `send` reads on the app's own
      // connection: on PGlite's single connection that read would wait on the very transaction
      // the job is being sent in.
      await boss.getQueueStats(name);
    }
    await adoptVersion10Jobs(db);
  });
  let stopped = false;

  return {
    async send(name, data, db) {
      await boss.send(name, data, db ? { db: queueDb(db) } : {});
    },
    async work(name, handle, options) {
      const batchSize = options?.batchSize ?? 1;
      await boss.work(name, { pollingIntervalSeconds: 0.5, batchSize }, async (jobs) => {
        // A job taken while the app closes is put back to be retried, not marked done.
        if (stopped) throw new Error('The server is shutting down.');
        const outcomes = await Promise.allSettled(jobs.map((job) => handle(job.data)));
        for (const [i, outcome] of outcomes.entries()) {
          if (outcome.status === 'rejected') {
            await boss.fail(name, jobs[i]!.id, errorOutput(outcome.reason));
          }
        }
        // pg-boss then marks the rest done: a job failed above is no longer active, so it stays.
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

/** The advisory lock instances starting together take turns on to prepare the queue. */
const QUEUE_START_LOCK = 7_150_003;

/**
 * Runs `prepare` while holding QUEUE_START_LOCK on a PostgreSQL connection of its own: pg-boss's
 * own lock does not stop two instances making its schema at once on a new database (the second
 * can stop on a duplicate schema name), nor would it cover Kyu's upgrade from pg-boss 10. PGlite
 * is one connection, whose statements already take turns. Ending the session releases it.
 */
async function oneStartAtATime(database: Database, prepare: () => Promise<void>) {
  if (!database.url) return prepare();
  const lock = new pg.Client({ connectionString: database.url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [QUEUE_START_LOCK]);
    await prepare();
  } finally {
    await lock.end().catch(() => {});
  }
}

/** What pg-boss keeps in a failed job's `output`, as it does for a handler's throw. */
function errorOutput(reason: unknown) {
  return reason instanceof Error
    ? { name: reason.name, message: reason.message, stack: reason.stack }
    : { message: String(reason) };
}
