import { and, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { CheckoutMode, SubscriptionStatus } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import {
  checkoutOrders,
  coursePrices,
  courses,
  paymentCustomers,
  paymentEvents,
  subscriptionItems,
  subscriptions,
  users,
} from '../../db/schema';
import type { ParsedList } from '../../lib/list-query';
import { matchIds, orderBy } from '../../lib/sql-helpers';
import { pricesNamed } from '../../providers/payments/price-ids';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PriceRow = typeof coursePrices.$inferSelect;

/** The active prices of these courses, both intervals. */
export function activePricesOf(db: Queryable, courseIds: number[]): Promise<PriceRow[]> {
  if (!courseIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(coursePrices)
    .where(and(inArray(coursePrices.courseId, courseIds), eq(coursePrices.active, true)));
}

/** The price rows these provider price ids name; `activeOnly` for what is on sale now. */
export function pricesByProviderId(db: Queryable, ids: string[], activeOnly: boolean) {
  if (!ids.length) return Promise.resolve([] as PriceRow[]);
  return db
    .select()
    .from(coursePrices)
    .where(and(pricesNamed(ids), activeOnly ? eq(coursePrices.active, true) : undefined));
}

export async function customerOf(db: Queryable, userId: number) {
  const [row] = await db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId));
  return row?.id ?? null;
}

export async function keepCustomer(db: Queryable, userId: number, providerCustomerId: string) {
  await db.insert(paymentCustomers).values({ userId, providerCustomerId }).onConflictDoNothing();
}

/** Who pays through this customer, to write to. */
export async function payerOfCustomer(db: Queryable, providerCustomerId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(paymentCustomers)
    .innerJoin(users, eq(users.id, paymentCustomers.userId))
    .where(eq(paymentCustomers.providerCustomerId, providerCustomerId));
  return row;
}

export async function findUser(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** An order, new, or the one a moment ago with the same key (a double click). */
export async function openOrder(
  db: Queryable,
  order: {
    learnerId: number;
    payerId: number;
    checkoutMode: CheckoutMode;
    priceRowIds: number[];
    idempotencyKey: string;
  },
) {
  await db.insert(checkoutOrders).values(order).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(checkoutOrders)
    .where(eq(checkoutOrders.idempotencyKey, order.idempotencyKey));
  return row!;
}

export async function setOrderCheckout(
  db: Queryable,
  orderId: number,
  checkout: { id: string; url: string },
) {
  await db
    .update(checkoutOrders)
    .set({ providerCheckoutId: checkout.id, checkoutUrl: checkout.url })
    .where(eq(checkoutOrders.id, orderId));
}

export async function findOrder(db: Queryable, orderId: number) {
  const [row] = await db.select().from(checkoutOrders).where(eq(checkoutOrders.id, orderId));
  return row;
}

export async function completeOrder(db: Queryable, orderId: number, at: Date) {
  await db
    .update(checkoutOrders)
    .set({ completedAt: sql`coalesce(${checkoutOrders.completedAt}, ${at.toISOString()})` })
    .where(eq(checkoutOrders.id, orderId));
}

/** Records a webhook event; false when it was recorded before (a replay). */
export async function recordEvent(db: Queryable, id: string, type: string) {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function findSubscription(db: Queryable, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function subscriptionByProviderId(db: Queryable, providerId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerId));
  return row;
}

/** Makes the row of a subscription first heard of, or finds the one a concurrent event made. */
export async function insertSubscription(
  db: Queryable,
  row: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  await db.insert(subscriptions).values(row).onConflictDoNothing();
  return (await subscriptionByProviderId(db, row.providerSubscriptionId))!;
}

/** Keeps a state as of `stateAt`; false, changing nothing, when a newer one is already kept. */
export async function updateSubscription(
  db: Queryable,
  id: number,
  state: {
    status: SubscriptionStatus;
    cancelAtPeriodEnd: boolean;
    currentPeriodStart: Date;
    currentPeriodEnd: Date;
    stateAt: Date;
  },
): Promise<boolean> {
  const kept = await db
    .update(subscriptions)
    .set({ ...state, updatedAt: new Date() })
    .where(and(eq(subscriptions.id, id), lte(subscriptions.stateAt, state.stateAt)))
    .returning({ id: subscriptions.id });
  return kept.length > 0;
}

export function itemsOf(db: Queryable, subscriptionIds: number[]) {
  if (!subscriptionIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(subscriptionItems)
    .where(inArray(subscriptionItems.subscriptionId, subscriptionIds))
    .orderBy(subscriptionItems.id);
}

export async function keepItem(db: Queryable, item: typeof subscriptionItems.$inferInsert) {
  await db
    .insert(subscriptionItems)
    .values(item)
    .onConflictDoUpdate({
      target: [subscriptionItems.subscriptionId, subscriptionItems.courseId],
      set: { providerItemId: item.providerItemId, providerPriceId: item.providerPriceId },
    });
}

export async function dropItem(db: Queryable, subscriptionId: number, courseId: number) {
  await db
    .delete(subscriptionItems)
    .where(
      and(
        eq(subscriptionItems.subscriptionId, subscriptionId),
        eq(subscriptionItems.courseId, courseId),
      ),
    );
}

/** A learner's subscriptions, newest first. */
export function subscriptionsOf(db: Queryable, learnerId: number) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.learnerId, learnerId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** Which of these courses a running (not ended) subscription of the learner already holds. */
export async function coursesSubscribed(db: Queryable, learnerId: number, courseIds: number[]) {
  if (!courseIds.length) return [];
  const rows = await db
    .select({ courseId: subscriptionItems.courseId })
    .from(subscriptionItems)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionItems.subscriptionId))
    .where(
      and(
        eq(subscriptions.learnerId, learnerId),
        ne(subscriptions.status, 'canceled'),
        inArray(subscriptionItems.courseId, courseIds),
      ),
    );
  return rows.map((row) => row.courseId);
}

/** The course names these price ids sell, for the test checkout's page. */
export async function courseNamesOfPrices(db: Queryable, priceIds: string[]) {
  if (!priceIds.length) return [];
  return db
    .select({
      id: coursePrices.id,
      providerPriceId: coursePrices.providerPriceId,
      name: courses.name,
    })
    .from(coursePrices)
    .innerJoin(courses, eq(courses.id, coursePrices.courseId))
    .where(pricesNamed(priceIds));
}

export type AdminSort = 'id' | 'created_at' | 'current_period_end' | 'status';
export type AdminFilter = 'school_id' | 'status' | 'student_id';

const ADMIN_SORT = {
  id: subscriptions.id,
  created_at: subscriptions.createdAt,
  current_period_end: subscriptions.currentPeriodEnd,
  status: subscriptions.status,
} as const;

/** One page of subscriptions with their learner; a school admin's, their school's learners' only. */
export async function listForAdmin(
  db: Queryable,
  list: ParsedList<AdminSort, AdminFilter>,
  onlySchoolId: number | null,
) {
  const where = and(
    onlySchoolId === null ? undefined : eq(users.schoolId, onlySchoolId),
    matchIds(users.schoolId, list.filter.school_id),
    matchIds(subscriptions.learnerId, list.filter.student_id),
    typeof list.filter.status === 'string' && list.filter.status
      ? eq(subscriptions.status, list.filter.status as SubscriptionStatus)
      : undefined,
  );
  const rows = await db
    .select({
      row: subscriptions,
      firstName: users.firstName,
      lastName: users.lastName,
      schoolId: users.schoolId,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.learnerId))
    .where(where)
    .orderBy(...orderBy(ADMIN_SORT[list.sort.field], list.sort.order, subscriptions.id))
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1);
  const [total] = await db
    .select({ n: count() })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.learnerId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
