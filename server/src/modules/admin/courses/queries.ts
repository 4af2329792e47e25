import { and, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../../db/client';
import { coursePrices, courses, type PriceInterval } from '../../../db/schema';
import type { ParsedList } from '../../../lib/list-query';
import { matchFlag, matchIds, orderBy, searchAny } from '../../../lib/sql-helpers';

export type CourseSort = 'id' | 'name' | 'school_id' | 'is_active' | 'created_at';
export type CourseFilter = 'q' | 'id' | 'school_id' | 'is_active';

const SORT_COLUMNS = {
  id: courses.id,
  name: courses.name,
  school_id: courses.schoolId,
  is_active: courses.isActive,
  created_at: courses.createdAt,
} as const;

export type PriceRow = typeof coursePrices.$inferSelect;

const monthly = alias(coursePrices, 'monthly_price');
const annual = alias(coursePrices, 'annual_price');

/** Courses with their active monthly and annual prices (null where not sold so). */
const withPrices = (db: Queryable) =>
  db
    .select({ course: courses, monthly, annual })
    .from(courses)
    .leftJoin(
      monthly,
      and(
        eq(monthly.courseId, courses.id),
        eq(monthly.interval, 'month'),
        eq(monthly.active, true),
      ),
    )
    .leftJoin(
      annual,
      and(eq(annual.courseId, courses.id), eq(annual.interval, 'year'), eq(annual.active, true)),
    );

export type CourseWithPrices = Awaited<ReturnType<typeof findCourse>>;

/** One page of courses and the total matching, only one school's when `onlySchoolId` is set. */
export async function listCourses(
  db: Queryable,
  list: ParsedList<CourseSort, CourseFilter>,
  onlySchoolId: number | null,
) {
  const f = list.filter;
  const where = and(
    onlySchoolId === null ? undefined : eq(courses.schoolId, onlySchoolId),
    searchAny(f.q, [courses.name]),
    matchIds(courses.id, f.id),
    matchIds(courses.schoolId, f.school_id),
    matchFlag(courses.isActive, f.is_active),
  );
  const rows = await withPrices(db)
    .where(where)
    .orderBy(...orderBy(SORT_COLUMNS[list.sort.field], list.sort.order, courses.id))
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1);
  const [total] = await db.select({ n: count() }).from(courses).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One course with its active prices, or undefined. */
export async function findCourse(db: Queryable, id: number) {
  const [row] = await withPrices(db).where(eq(courses.id, id));
  return row;
}

/**
 * The course's school, locking the course's row until the transaction ends, so two admins
 * changing one course's prices at once take turns rather than both replacing the same price.
 */
export async function lockCourse(tx: Tx, id: number) {
  const [row] = await tx
    .select({ schoolId: courses.schoolId })
    .from(courses)
    .where(eq(courses.id, id))
    .for('update');
  return row;
}

/** The active price of a course for an interval, if it has one. */
export async function activePrice(db: Queryable, courseId: number, interval: PriceInterval) {
  const [row] = await db
    .select()
    .from(coursePrices)
    .where(
      and(
        eq(coursePrices.courseId, courseId),
        eq(coursePrices.interval, interval),
        eq(coursePrices.active, true),
      ),
    );
  return row;
}

/** Takes a price off sale; subscriptions sold at it keep it. */
export async function deactivatePrice(db: Queryable, priceId: number) {
  await db.update(coursePrices).set({ active: false }).where(eq(coursePrices.id, priceId));
}

export async function insertPrice(db: Queryable, price: typeof coursePrices.$inferInsert) {
  await db.insert(coursePrices).values(price);
}

/** Links a price to the payment provider's price (or unlinks it with null). */
export async function linkProviderPrice(
  db: Queryable,
  priceId: number,
  providerPriceId: string | null,
) {
  await db.update(coursePrices).set({ providerPriceId }).where(eq(coursePrices.id, priceId));
}
