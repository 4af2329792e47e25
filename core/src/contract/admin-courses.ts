import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';
import { MAX_PRICE_CENTS } from '../constants/commerce';

/**
 * The console's courses and their prices (`/api/v1/admin/courses`; admin calls are not shown in
 * the spec). A price changed is a new price: subscriptions already sold keep theirs.
 */

export { MAX_PRICE_CENTS } from '../constants/commerce';

/** A payment provider's price id as Stripe writes it (`price_…`). */
export const ProviderPriceId = Type.String({ maxLength: 255, pattern: '^price_[A-Za-z0-9]+$' });

/** A course's active price for one interval, as the console shows it. */
export const AdminCoursePrice = Type.Object({
  id: Id,
  /** In the currency's smallest unit (cents). */
  amount_cents: Type.Integer({ minimum: 0 }),
  /** ISO 4217, lower case (`sgd`). */
  currency: Type.String({ pattern: '^[a-z]{3}$', maxLength: 3 }),
  /** The payment provider's price this one is charged as; null until an admin links it. */
  provider_price_id: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminCoursePrice = Static<typeof AdminCoursePrice>;

/** A course as the console lists and edits it, with its active monthly and annual prices. */
export const AdminCourse = Type.Object({
  id: Id,
  name: Type.String(),
  subject_id: Id,
  academic_level_id: Id,
  /** Null for Kyu's own catalogue, which only Kyu's administrators price. */
  school_id: Nullable(Id),
  is_active: Type.Boolean(),
  /** Null when the course is not sold by the month. */
  monthly_price: Nullable(AdminCoursePrice),
  /** Null when the course is not sold by the year. */
  annual_price: Nullable(AdminCoursePrice),
});
export type AdminCourse = Static<typeof AdminCourse>;

/** A price as an admin sets it. */
export const AdminPriceInput = Type.Object({
  amount_cents: Type.Integer({ minimum: 1, maximum: MAX_PRICE_CENTS }),
  currency: Type.String({ pattern: '^[a-z]{3}$', maxLength: 3 }),
  provider_price_id: Type.Optional(Nullable(ProviderPriceId)),
});
export type AdminPriceInput = Static<typeof AdminPriceInput>;

/**
 * The body of `PUT /admin/courses/{id}`: the prices to set. An interval left out keeps its
 * price; null stops selling the course by that interval.
 */
export const AdminCoursePricesInput = Type.Object({
  monthly_price: Type.Optional(Nullable(AdminPriceInput)),
  annual_price: Type.Optional(Nullable(AdminPriceInput)),
});
export type AdminCoursePricesInput = Static<typeof AdminCoursePricesInput>;
