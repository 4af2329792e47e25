import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { generationJobs } from '../../db/schema';

export type JobRow = typeof generationJobs.$inferSelect;

export async function insertJob(db: Queryable, values: typeof generationJobs.$inferInsert) {
  const [row] = await db.insert(generationJobs).values(values).returning();
  return row!;
}

export async function findJob(db: Queryable, id: number) {
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id));
  return row;
}

const leaseEnd = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;
const held = (id: number, token: string) =>
  and(eq(generationJobs.id, id), eq(generationJobs.leaseToken, token));

/**
 * Takes a queued or running job for the run `token`, unless a live run holds it (its lease not
 * yet over): answers the job as taken, or nothing when it is finished or held elsewhere.
 */
export async function claimJob(db: Queryable, id: number, token: string, leaseMs: number) {
  const [row] = await db
    .update(generationJobs)
    .set({ status: 'running', leaseToken: token, leaseUntil: leaseEnd(leaseMs) })
    .where(
      and(
        eq(generationJobs.id, id),
        inArray(generationJobs.status, ['queued', 'running']),
        or(isNull(generationJobs.leaseUntil), lt(generationJobs.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

/** Holds the job for the run `token` a while longer; false when another run has taken it. */
export async function renewLease(db: Queryable, id: number, token: string, leaseMs: number) {
  const rows = await db
    .update(generationJobs)
    .set({ leaseUntil: leaseEnd(leaseMs) })
    .where(and(held(id, token), eq(generationJobs.status, 'running')))
    .returning({ id: generationJobs.id });
  return rows.length > 0;
}

/** Running jobs whose run stopped renewing its lease (its instance died): to be run again. */
export async function abandonedJobs(db: Queryable) {
  const rows = await db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(and(eq(generationJobs.status, 'running'), lt(generationJobs.leaseUntil, sql`now()`)))
    .limit(20);
  return rows.map((r) => r.id);
}

/**
 * Counts worksheet `index` (from 0) made by the run `token`, keeping it with those before:
 * false, and nothing counted, when that run no longer holds the job or the worksheet was
 * counted already, so the caller's transaction is undone and no worksheet is made twice.
 */
export async function addMade(
  db: Queryable,
  id: number,
  token: string,
  index: number,
  worksheetId: number,
) {
  const rows = await db
    .update(generationJobs)
    .set({
      made: sql`${generationJobs.made} + 1`,
      worksheetIds: sql`${generationJobs.worksheetIds} || to_jsonb(${worksheetId}::int)`,
    })
    .where(and(held(id, token), eq(generationJobs.made, index)))
    .returning({ id: generationJobs.id });
  return rows.length > 0;
}

/** Ends the job held by the run `token` (done or failed), letting go of its lease. */
export async function finishJob(
  db: Queryable,
  id: number,
  token: string,
  values: Pick<JobRow, 'status' | 'finishedAt'> & { error?: string },
) {
  await db
    .update(generationJobs)
    .set({ ...values, leaseToken: null, leaseUntil: null })
    .where(held(id, token));
}
