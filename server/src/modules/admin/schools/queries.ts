import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { classes, courses, schools, users } from '../../../db/schema';
import type { ParsedList } from '../../../lib/list-query';
import { matchFlag, matchIds, orderBy, searchAny } from '../../../lib/sql-helpers';

export type SchoolRow = typeof schools.$inferSelect;
export type SchoolSort = 'id' | 'school_name' | 'domain_name' | 'is_active' | 'created_at';
export type SchoolFilter = 'q' | 'id' | 'is_active';

const SORT_COLUMNS = {
  id: schools.id,
  school_name: schools.schoolName,
  domain_name: schools.domainName,
  is_active: schools.isActive,
  created_at: schools.createdAt,
} as const;

/** One page of schools and the total matching, limited to `onlySchoolId` when given. */
export async function listSchools(
  db: Db,
  list: ParsedList<SchoolSort, SchoolFilter>,
  onlySchoolId: number | null,
) {
  const where = and(
    onlySchoolId === null ? undefined : eq(schools.id, onlySchoolId),
    searchAny(list.filter.q, [schools.schoolName, schools.domainName]),
    matchIds(schools.id, list.filter.id),
    matchFlag(schools.isActive, list.filter.is_active),
  );
  const rows = await db
    .select()
    .from(schools)
    .where(where)
    .orderBy(...orderBy(SORT_COLUMNS[list.sort.field], list.sort.order, schools.id))
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1);
  const [total] = await db.select({ n: count() }).from(schools).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findSchool(db: Db, id: number): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id));
  return row;
}

export async function insertSchool(
  db: Db,
  values: typeof schools.$inferInsert,
): Promise<SchoolRow> {
  const [row] = await db.insert(schools).values(values).returning();
  return row!;
}

export async function updateSchool(
  db: Db,
  id: number,
  patch: Partial<typeof schools.$inferInsert>,
) {
  const [row] = await db.update(schools).set(patch).where(eq(schools.id, id)).returning();
  return row!;
}

export async function deleteSchool(db: Db, id: number) {
  await db.delete(schools).where(eq(schools.id, id));
}

/** Whether any user, class or school course points at the school, so deleting it would orphan them. */
export async function schoolIsReferenced(db: Db, id: number): Promise<boolean> {
  const checks = [
    db.select({ id: users.id }).from(users).where(eq(users.schoolId, id)).limit(1),
    db.select({ id: classes.id }).from(classes).where(eq(classes.schoolId, id)).limit(1),
    db.select({ id: courses.id }).from(courses).where(eq(courses.schoolId, id)).limit(1),
  ];
  const found = await Promise.all(checks);
  return found.some((rows) => rows.length > 0);
}
