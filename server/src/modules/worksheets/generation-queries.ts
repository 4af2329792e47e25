import { eq, sql } from 'drizzle-orm';
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

export async function updateJob(
  db: Queryable,
  id: number,
  values: Partial<Pick<JobRow, 'status' | 'error' | 'finishedAt'>>,
) {
  await db.update(generationJobs).set(values).where(eq(generationJobs.id, id));
}

/** Counts one more worksheet made, keeping it with those before. */
export async function addMade(db: Queryable, id: number, worksheetId: number) {
  await db
    .update(generationJobs)
    .set({
      made: sql`${generationJobs.made} + 1`,
      worksheetIds: sql`${generationJobs.worksheetIds} || to_jsonb(${worksheetId}::int)`,
    })
    .where(eq(generationJobs.id, id));
}
