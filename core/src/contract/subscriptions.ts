import { Type, type Static } from 'typebox';
import { CART_MAX_ITEMS, type CheckoutMode, type SubscriptionStatus } from '../constants/commerce';
import { Id, Nullable } from './common';
import { Course } from './courses';

// Price ids as the payment provider writes them (`price_…`), or the embedded default's own.
const PriceId = Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_-]+$' });

/** A sum of money in the currency's smallest unit (cents), as payment providers count it. */
const Amount = Type.Integer({ minimum: 0 });

/**
 * A course on sale (overview §3 "Cart item": product with price_id, annual_price_id, course).
 * Prices are not shown in the spec; a parent expects to see what a month, or a year, costs.
 */
export const Product = Type.Object({
  id: Id,
  price_id: PriceId,
  /** Null when the course is sold by the month only. */
  annual_price_id: Nullable(PriceId),
  /** ISO 4217 code, lower case as the payment provider writes it (`gbp`). */
  currency: Type.String({ pattern: '^[a-z]{3}$' }),
  monthly_amount: Amount,
  annual_amount: Nullable(Amount),
  course: Course,
});
export type Product = Static<typeof Product>;

/**
 * The answer of `GET /subscription/products`: the courses on sale to that student's school and
 * level, including those the student already has (the cart compares with `GET /subscription`).
 */
export const ProductList = Type.Array(Product);
export type ProductList = Static<typeof ProductList>;

/** The query of `GET /subscription/products` and `GET /subscription`: one learner. */
export const StudentQuery = Type.Object({ student_id: Id });
export type StudentQuery = Static<typeof StudentQuery>;

/** The body of `POST /subscription/checkout`. */
export const CheckoutBody = Type.Object({
  /** The origin the payment page sends the parent back to (success or cancelled page). */
  app_domain: Type.String({ format: 'uri', maxLength: 2048 }),
  /** The learner the courses are for; omitted, the signed-in student buys for themselves. */
  student_id: Type.Optional(Id),
  price_ids: Type.Array(PriceId, { minItems: 1, maxItems: CART_MAX_ITEMS, uniqueItems: true }),
  /**
   * Monthly or annual: every price in one subscription shares its interval, so each of
   * `price_ids` must be of this mode, or the checkout is refused.
   */
  checkout_mode: Type.Union([Type.Literal('monthly'), Type.Literal('annual')]),
  /** True from the product's new-buy page: the parent returns to its success page, not the dashboard. */
  is_from_new_sub_page: Type.Optional(Type.Boolean()),
});
export type CheckoutBody = Static<typeof CheckoutBody>;

/**
 * The answer of `POST /subscription/checkout`: the payment page to send the parent to. When
 * nothing is left to pay it is already the success page, whose path contains `success`.
 */
export const CheckoutAnswer = Type.Object({ checkout_url: Type.String({ format: 'uri' }) });
export type CheckoutAnswer = Static<typeof CheckoutAnswer>;

/**
 * A learner's subscription (overview §3: subscription_id, course_ids, cancel_at_period_end).
 * The id is Kyu's own: the payment provider's ids stay on the server. A parent managing it
 * expects its state and when the current period ends, so those are added.
 */
export const Subscription = Type.Object({
  subscription_id: Id,
  student_id: Id,
  course_ids: Type.Array(Id),
  cancel_at_period_end: Type.Boolean(),
  status: Type.Union([
    Type.Literal('incomplete'),
    Type.Literal('active'),
    Type.Literal('past_due'),
    Type.Literal('canceled'),
  ]),
  checkout_mode: Type.Union([Type.Literal('monthly'), Type.Literal('annual')]),
  /** Access lasts until then; after a cancel, it ends then. */
  current_period_end: Type.String({ format: 'date-time' }),
});
export type Subscription = Static<typeof Subscription>;

/** The answer of `GET /subscription`: the learner's subscriptions, newest first, ended ones included. */
export const SubscriptionList = Type.Array(Subscription);
export type SubscriptionList = Static<typeof SubscriptionList>;

/**
 * Path parameters of `POST /subscription/{id}/cancel` and `/resume`, which answer the
 * subscription as it now is.
 */
export const SubscriptionParams = Type.Object({ id: Id });

/**
 * Path parameters of `POST` and `DELETE /subscription/{id}/products/{productId}`: adding or
 * removing one course at the subscription's own interval. Both answer the subscription.
 */
export const SubscriptionProductParams = Type.Object({ id: Id, productId: Id });

/**
 * A subscription as the admin console lists it (`GET /admin/subscriptions`, not shown in the
 * spec): whose it is, their school, who pays, its state and courses. A school admin sees their
 * school's learners' only. Payment provider ids are not shown: support looks them up by Kyu's id.
 */
export const AdminSubscription = Type.Object({
  id: Id,
  student_id: Id,
  student_name: Type.String(),
  /** The learner's school; null for a learner of no school. */
  school_id: Nullable(Id),
  payer_id: Id,
  status: Subscription.properties.status,
  checkout_mode: Subscription.properties.checkout_mode,
  cancel_at_period_end: Type.Boolean(),
  course_ids: Type.Array(Id),
  current_period_end: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminSubscription = Static<typeof AdminSubscription>;

// The unions above spell out the constants' lists (a mapped array types as `never`); these
// lines stop compiling when the two part.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _inStep: [
  Same<Subscription['status'], SubscriptionStatus>,
  Same<CheckoutBody['checkout_mode'], CheckoutMode>,
] = [true, true];
void _inStep;
