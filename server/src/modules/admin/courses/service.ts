import type {
  AdminCourse,
  AdminCoursePrice,
  AdminCoursePricesInput,
  AdminPriceInput,
} from '@kyu/core/contract';
import type { Db, Tx } from '../../../db/client';
import type { PriceInterval } from '../../../db/schema';
import { isSuperAdmin, type AdminScope } from '../../../lib/admin-scope';
import { databaseError, UNIQUE_VIOLATION } from '../../../lib/db-errors';
import type { ParsedList } from '../../../lib/list-query';
import { badRequest, conflict, notFound } from '../../../lib/problem';
import * as q from './queries';

const priceJson = (row: q.PriceRow | null): AdminCoursePrice | null =>
  row && {
    id: row.id,
    amount_cents: row.amountCents,
    currency: row.currency,
    provider_price_id: row.providerPriceId,
    created_at: row.createdAt.toISOString(),
  };

const courseJson = ({ course, monthly, annual }: NonNullable<q.CourseWithPrices>): AdminCourse => ({
  id: course.id,
  name: course.name,
  subject_id: course.subjectId,
  academic_level_id: course.academicLevelId,
  school_id: course.schoolId,
  is_active: course.isActive,
  monthly_price: priceJson(monthly),
  annual_price: priceJson(annual),
});

/** A school admin reaches their school's courses; Kyu's catalogue and other schools' are missing. */
const reaches = (scope: AdminScope, schoolId: number | null) =>
  isSuperAdmin(scope) || schoolId === scope.schoolId;
const noSuchCourse = () => notFound('No such course.');

export async function listCourses(
  db: Db,
  scope: AdminScope,
  list: ParsedList<q.CourseSort, q.CourseFilter>,
) {
  const page = await q.listCourses(db, list, scope.schoolId);
  return { rows: page.rows.map(courseJson), total: page.total };
}

export async function getCourse(db: Db, scope: AdminScope, id: number): Promise<AdminCourse> {
  const row = await q.findCourse(db, id);
  if (!row || !reaches(scope, row.course.schoolId)) throw noSuchCourse();
  return courseJson(row);
}

const INTERVALS = [
  ['monthly_price', 'month'],
  ['annual_price', 'year'],
] as const satisfies readonly [keyof AdminCoursePricesInput, PriceInterval][];

/**
 * Sets one interval's price. The same amount and currency keep the price and only (re)link it
 * to the provider's price; another amount or currency is a new price, the old one taken off
 * sale, since subscriptions sold at it keep it (and the provider's prices never change amount).
 */
async function setPrice(
  tx: Tx,
  courseId: number,
  interval: PriceInterval,
  input: AdminPriceInput | null,
) {
  const current = await q.activePrice(tx, courseId, interval);
  const same =
    current && input?.amount_cents === current.amountCents && input.currency === current.currency;
  if (same) {
    if (
      input.provider_price_id !== undefined &&
      input.provider_price_id !== current.providerPriceId
    )
      await q.linkProviderPrice(tx, current.id, input.provider_price_id);
    return;
  }
  if (current) await q.deactivatePrice(tx, current.id);
  if (input) {
    await q.insertPrice(tx, {
      courseId,
      interval,
      amountCents: input.amount_cents,
      currency: input.currency,
      providerPriceId: input.provider_price_id ?? null,
    });
  }
}

/** Reads a refused write as what the admin sent wrong. */
function refusal(error: unknown) {
  const problem = databaseError(error);
  if (problem?.code === UNIQUE_VIOLATION && problem.constraint === 'course_prices_provider_key') {
    return conflict(
      'This provider price is linked to another price already. A new amount needs a new price at the provider.',
      { provider_price_id: ['is linked to another price'] },
    );
  }
  return error;
}

/**
 * `PUT /admin/courses/{id}`: sets the monthly and annual prices given (null takes that interval
 * off sale, an interval left out keeps its price). A course's prices share one currency, as a
 * checkout charges one. Edits of one course take turns on its row.
 */
export async function updateCoursePrices(
  db: Db,
  scope: AdminScope,
  id: number,
  input: AdminCoursePricesInput,
): Promise<AdminCourse> {
  await db
    .transaction(async (tx) => {
      const course = await q.lockCourse(tx, id);
      if (!course || !reaches(scope, course.schoolId)) throw noSuchCourse();
      for (const [field, interval] of INTERVALS) {
        const price = input[field];
        if (price !== undefined) await setPrice(tx, id, interval, price);
      }
      const monthly = await q.activePrice(tx, id, 'month');
      const annual = await q.activePrice(tx, id, 'year');
      if (monthly && annual && monthly.currency !== annual.currency) {
        const field = input.annual_price === undefined ? 'monthly_price' : 'annual_price';
        throw badRequest('A course’s monthly and annual prices must be in one currency.', {
          [field]: ['is in another currency than the course’s other price'],
        });
      }
    })
    .catch((error: unknown) => {
      throw refusal(error);
    });
  return getCourse(db, scope, id);
}
