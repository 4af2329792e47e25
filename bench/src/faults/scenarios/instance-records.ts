/**
 * The records scenario 5 leaves, read with SQL: the generation job and the worksheets it made
 * (titled "<purpose> n of total", so each worksheet is known by its title), and per acknowledged
 * payment the learner's subscriptions, course grants and the payer's receipts, and every event
 * the test checkout queued for the webhook, which must have been applied. `settled` says
 * whether everything expected is there yet, for the wait before the verdict.
 */
import type pg from 'pg';
import type { Family } from '../purchase';

export async function checkJob(db: pg.Pool, jobId: number, purpose: string) {
  const { rows: jobs } = await db.query<{
    status: string;
    made: number;
    total: number;
    error: string | null;
  }>('select status, made, total, error from generation_jobs where id = $1', [jobId]);
  const job = jobs[0]!;
  const { rows: titles } = await db.query<{ n: number }>(
    `select count(*)::int as n from quizzes where title like $1 group by title`,
    [`${purpose} %`],
  );
  const distinct = titles.length;
  const settled = job.status === 'done' || job.status === 'failed';
  const lostWhat =
    job.status === 'done'
      ? 'worksheets of a done job never made'
      : `worksheets never made: the job is ${job.status}${settled ? '' : ' at the end of the wait'}${job.error ? ` (${job.error})` : ''}`;
  return {
    settled,
    lost: job.total - Math.min(distinct, job.total),
    lostWhat,
    duplicates: titles.reduce((sum, row) => sum + row.n - 1, 0) + Math.max(0, job.made - job.total),
    summary: `generation job ${job.status}, ${job.made} of ${job.total} worksheets counted, ${distinct} distinct worksheets saved`,
  };
}

export async function checkPayments(db: pg.Pool, families: Family[], paid: boolean[]) {
  const acknowledged = families.filter((_, i) => paid[i]);
  const learners = acknowledged.map((f) => f.childId);
  const payers = acknowledged.map((f) => f.email.toLowerCase());
  const count = async (sql: string, ids: unknown[]) =>
    new Map(
      (await db.query<{ key: string; n: number }>(sql, [ids])).rows.map((r) => [
        String(r.key),
        r.n,
      ]),
    );
  const subscriptions = await count(
    `select learner_id as key, count(*)::int as n from subscriptions
      where learner_id = any($1) and status = 'active' group by learner_id`,
    learners,
  );
  const grants = await count(
    `select user_id as key, count(*)::int as n from course_access
      where user_id = any($1) and source = 'subscription' group by user_id`,
    learners,
  );
  const receipts = await count(
    `select to_address as key, count(*)::int as n from mail_outbox
      where to_address = any($1) and subject = 'Your Kyu receipt' group by to_address`,
    payers,
  );
  const { rows: undelivered } = await db.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job j
      where j.name = 'payment-events'
        and not exists (select 1 from payment_events e where e.id = j.data->'event'->>'id')`,
  );
  const missing = (map: Map<string, number>, keys: unknown[]) =>
    keys.filter((key) => !map.get(String(key))).length;
  const extra = (map: Map<string, number>) =>
    [...map.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const lost = new Map([
    ['payments acknowledged but no subscription active', missing(subscriptions, learners)],
    ['payments acknowledged but the course never granted', missing(grants, learners)],
    ['receipts never written for an acknowledged payment', missing(receipts, payers)],
    ['payment events the test checkout sent that the webhook never applied', undelivered[0]!.n],
  ]);
  return {
    settled: [...lost.values()].every((n) => n === 0),
    lost,
    duplicates: new Map([
      ['subscriptions made twice for one payment', extra(subscriptions)],
      ['course grants made twice for one payment', extra(grants)],
      ['receipts sent twice for one payment', extra(receipts)],
    ]),
  };
}
