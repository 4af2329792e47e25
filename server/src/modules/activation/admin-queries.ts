import { and, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { activationBatches, activationCodeCourses, activationCodes } from '../../db/schema';
import type { ParsedList } from '../../lib/list-query';
import { matchIds, orderBy, searchAny } from '../../lib/sql-helpers';

export type BatchSort = 'id' | 'name' | 'school_id' | 'count' | 'created_at';
export type BatchFilter = 'q' | 'id' | 'school_id';
export type CodeSort = 'id' | 'code' | 'batch_id' | 'redeemed_at' | 'expires_at' | 'created_at';
export type CodeFilter = 'q' | 'id' | 'batch_id' | 'school_id' | 'state';

export async function insertBatch(db: Queryable, batch: typeof activationBatches.$inferInsert) {
  const [row] = await db.insert(activationBatches).values(batch).returning();
  return row!;
}

/** Adds the codes that are new; answers the ids of those added (a code already taken is skipped). */
export async function insertCodes(
  db: Queryable,
  codes: (typeof activationCodes.$inferInsert)[],
): Promise<number[]> {
  const rows = await db
    .insert(activationCodes)
    .values(codes)
    .onConflictDoNothing({ target: activationCodes.code })
    .returning({ id: activationCodes.id });
  return rows.map((r) => r.id);
}

export async function insertCodeCourses(
  db: Queryable,
  codeIds: number[],
  courseIds: readonly number[],
) {
  const rows = codeIds.flatMap((codeId) => courseIds.map((courseId) => ({ codeId, courseId })));
  if (rows.length) await db.insert(activationCodeCourses).values(rows);
}

/** Where a code stands at `at`, as SQL: the same order of cases as `codeState`. */
const stateAt = (at: Date) => sql<'valid' | 'used' | 'expired'>`case
  when ${activationCodes.redeemedAt} is not null then 'used'
  when ${activationCodes.expiresAt} <= ${at.toISOString()}::timestamptz then 'expired'
  else 'valid' end`;

// Drizzle writes a single-table select's columns without their table, which would make these
// correlated subqueries compare a column with itself; so they name every column in full.
const usedCount = sql<number>`(select count(*)::int from activation_codes c
  where c.batch_id = "activation_batches"."id" and c.redeemed_at is not null)`;
const batchCourses = sql<number[]>`coalesce((select array_agg(distinct cc.course_id)
  from activation_code_courses cc join activation_codes c on c.id = cc.code_id
  where c.batch_id = "activation_batches"."id"), '{}')`;
const batchSetting = <T>(column: 'expires_at' | 'access_days') =>
  sql<T>`(select ${sql.raw(`c.${column}`)} from activation_codes c
  where c.batch_id = "activation_batches"."id" order by c.id limit 1)`;

const BATCH = {
  row: activationBatches,
  redeemed: usedCount,
  courseIds: batchCourses,
  expiresAt: batchSetting<string | null>('expires_at'),
  accessDays: batchSetting<number | null>('access_days'),
};

const schoolOnly = (column: typeof activationBatches.schoolId, schoolId: number | null) =>
  schoolId === null ? undefined : eq(column, schoolId);

/** One batch with its settings and how many of its codes are used; a school admin's own only. */
export async function findBatch(db: Queryable, id: number, onlySchoolId: number | null) {
  const [row] = await db
    .select(BATCH)
    .from(activationBatches)
    .where(and(eq(activationBatches.id, id), schoolOnly(activationBatches.schoolId, onlySchoolId)));
  return row;
}

const BATCH_SORT = {
  id: activationBatches.id,
  name: activationBatches.name,
  school_id: activationBatches.schoolId,
  count: activationBatches.count,
  created_at: activationBatches.createdAt,
} as const;

export async function listBatches(
  db: Queryable,
  list: ParsedList<BatchSort, BatchFilter>,
  onlySchoolId: number | null,
) {
  const where = and(
    schoolOnly(activationBatches.schoolId, onlySchoolId),
    searchAny(list.filter.q, [activationBatches.name]),
    matchIds(activationBatches.id, list.filter.id),
    matchIds(activationBatches.schoolId, list.filter.school_id),
  );
  const rows = await db
    .select(BATCH)
    .from(activationBatches)
    .where(where)
    .orderBy(...orderBy(BATCH_SORT[list.sort.field], list.sort.order, activationBatches.id))
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1);
  const [total] = await db.select({ n: count() }).from(activationBatches).where(where);
  return { rows, total: total?.n ?? 0 };
}

const CODE_SORT = {
  id: activationCodes.id,
  code: activationCodes.code,
  batch_id: activationCodes.batchId,
  redeemed_at: activationCodes.redeemedAt,
  expires_at: activationCodes.expiresAt,
  created_at: activationCodes.createdAt,
} as const;

export async function listCodes(
  db: Queryable,
  list: ParsedList<CodeSort, CodeFilter>,
  scope: { onlySchoolId: number | null; state: 'valid' | 'used' | 'expired' | null; at: Date },
) {
  const where = and(
    scope.onlySchoolId === null ? undefined : eq(activationCodes.schoolId, scope.onlySchoolId),
    searchAny(list.filter.q, [activationCodes.code]),
    matchIds(activationCodes.id, list.filter.id),
    matchIds(activationCodes.batchId, list.filter.batch_id),
    matchIds(activationCodes.schoolId, list.filter.school_id),
    scope.state === null ? undefined : sql`${stateAt(scope.at)} = ${scope.state}`,
  );
  const rows = await db
    .select({ row: activationCodes, state: stateAt(scope.at) })
    .from(activationCodes)
    .where(where)
    .orderBy(...orderBy(CODE_SORT[list.sort.field], list.sort.order, activationCodes.id))
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1);
  const [total] = await db.select({ n: count() }).from(activationCodes).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every code of a batch in the order made, with its state at `at`, for the CSV export. */
export async function codesOfBatch(db: Queryable, batchId: number, at: Date) {
  return db
    .select({ row: activationCodes, state: stateAt(at) })
    .from(activationCodes)
    .where(eq(activationCodes.batchId, batchId))
    .orderBy(activationCodes.id);
}
