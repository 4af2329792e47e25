import { createHash } from 'node:crypto';
import type {
  AdminSubscription,
  CheckoutAnswer,
  CheckoutBody,
  Product,
  ProductList,
  Subscription,
  SubscriptionList,
} from '@kyu/core/contract';
import { UserRole } from '@kyu/core/contract';
import type { Db, Queryable } from '../../db/client';
import { isParentOf } from '../../db/families';
import type { AdminScope } from '../../lib/admin-scope';
import { learnerFor } from '../../lib/learner';
import type { ParsedList } from '../../lib/list-query';
import { badRequest, conflict, forbidden, notFound, refused } from '../../lib/problem';
import type { Mailer } from '../../providers/mail';
import type { PaymentProvider } from '../../providers/payments';
import { priceIdOf } from '../../providers/payments/price-ids';
import type { Principal } from '../sessions/service';
import * as courses from '../courses/service';
import { applyState, fulfil } from './fulfil';
import * as q from './queries';
import { returnUrlsFor } from './return-urls';

export interface Deps {
  db: Db;
  payments: PaymentProvider;
  /** PUBLIC_URL's origin and CORS_ORIGINS: where a checkout may return on Kyu's side. */
  kyuOrigins: string[];
  now: Date;
}

/** How long a double click (or a retry) finds the checkout it already opened. */
const SAME_CHECKOUT_MS = 30 * 60 * 1000;

/** Prices a learner can be sold: on Stripe only those linked to a Stripe price. */
const sellable = (deps: Pick<Deps, 'payments'>, price: q.PriceRow) =>
  deps.payments.name !== 'stripe' || price.providerPriceId !== null;

async function productsOf(deps: Deps, learnerId: number): Promise<Product[]> {
  const open = await courses.coursesOpenTo(deps.db, learnerId, deps.now);
  const prices = await q.activePricesOf(
    deps.db,
    open.map((course) => course.id),
  );
  return open.flatMap(({ is_assigned: _, school_classes: __, ...course }) => {
    const of = (interval: 'month' | 'year') =>
      prices.find((p) => p.courseId === course.id && p.interval === interval && sellable(deps, p));
    const monthly = of('month');
    // A course sold by the year only is not offered: the cart's products carry a monthly price.
    if (!monthly) return [];
    const annual = of('year');
    return [
      {
        id: course.id,
        price_id: priceIdOf(monthly),
        annual_price_id: annual ? priceIdOf(annual) : null,
        currency: monthly.currency,
        monthly_amount: monthly.amountCents,
        annual_amount: annual?.amountCents ?? null,
        course,
      },
    ];
  });
}

/** `GET /subscription/products`: what the learner can be sold, the courses they have included. */
export async function listProducts(
  deps: Deps,
  caller: Principal,
  studentId: number,
): Promise<ProductList> {
  return productsOf(deps, await learnerFor(deps.db, caller, studentId, 'student_id'));
}

/** Refuses courses the learner already has, by a subscription or anything else. */
async function refuseOwned(deps: Deps, learnerId: number, courseIds: number[]) {
  const subscribed = new Set(await q.coursesSubscribed(deps.db, learnerId, courseIds));
  for (const courseId of courseIds) {
    if (
      subscribed.has(courseId) ||
      (await courses.hasAccess(deps.db, learnerId, courseId, deps.now))
    ) {
      throw conflict('The learner already has this course; it is not sold to them again.', {
        course_id: [`${courseId} is already the learner's`],
      });
    }
  }
}

async function customerFor(deps: Deps, payerId: number) {
  const known = await q.customerOf(deps.db, payerId);
  if (known) return known;
  const payer = await q.findUser(deps.db, payerId);
  if (!payer) throw notFound('There is no such account.');
  const id = await deps.payments.ensureCustomer({
    userId: payerId,
    email: payer.email,
    name: `${payer.firstName} ${payer.lastName}`.trim() || payer.username,
  });
  await q.keepCustomer(deps.db, payerId, id);
  return id;
}

/**
 * `POST /subscription/checkout`: opens the provider's payment page for these prices. Nothing is
 * granted here; access begins when the provider's event says the payment went through.
 */
export async function checkout(
  deps: Deps,
  caller: Principal,
  body: CheckoutBody,
): Promise<CheckoutAnswer> {
  const learnerId = await learnerFor(deps.db, caller, body.student_id, 'student_id');
  const urls = await returnUrlsFor(deps.db, deps.kyuOrigins, body.app_domain);
  const products = await productsOf(deps, learnerId);
  const wanted = body.checkout_mode === 'annual' ? 'annual_price_id' : 'price_id';
  const courseIds = body.price_ids.map((priceId) => {
    const product = products.find((p) => p.price_id === priceId || p.annual_price_id === priceId);
    if (!product) {
      throw refused('This price is not on sale to this learner.', 'not-on-sale', {
        price_ids: [`${priceId} is not on sale to this learner`],
      });
    }
    if (product[wanted] !== priceId) {
      throw badRequest(
        `Every price of a ${body.checkout_mode} checkout is a ${body.checkout_mode} price.`,
        {
          price_ids: [`${priceId} is not a ${body.checkout_mode} price`],
        },
      );
    }
    return product.id;
  });
  await refuseOwned(deps, learnerId, courseIds);

  const payerId = caller.userId;
  const customerId = await customerFor(deps, payerId);
  const prices = await q.pricesByProviderId(deps.db, body.price_ids, true);
  const priceRowIds = body.price_ids.map(
    (priceId) => prices.find((price) => priceIdOf(price) === priceId)!.id,
  );
  // The same cart asked for again within the half hour opens the same checkout.
  const window = Math.floor(deps.now.getTime() / SAME_CHECKOUT_MS);
  const idempotencyKey = createHash('sha256')
    .update(
      [
        payerId,
        learnerId,
        body.checkout_mode,
        ...[...priceRowIds].sort(),
        urls.successUrl,
        window,
      ].join('|'),
    )
    .digest('base64url');
  const order = await q.openOrder(deps.db, {
    learnerId,
    payerId,
    checkoutMode: body.checkout_mode,
    priceRowIds,
    idempotencyKey,
  });
  const started = await deps.payments.createCheckout({
    customerId,
    priceIds: body.price_ids,
    successUrl: urls.successUrl,
    cancelUrl: urls.cancelUrl,
    idempotencyKey,
    clientReferenceId: String(order.id),
    metadata: {
      kyu_order_id: String(order.id),
      kyu_learner_id: String(learnerId),
      kyu_from_new_sub_page: String(body.is_from_new_sub_page ?? false),
    },
  });
  await q.setOrderCheckout(deps.db, order.id, started);
  return { checkout_url: started.url };
}

async function answerOf(db: Queryable, rows: q.SubscriptionRow[]): Promise<Subscription[]> {
  const items = await q.itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    subscription_id: row.id,
    student_id: row.learnerId,
    course_ids: items.filter((item) => item.subscriptionId === row.id).map((item) => item.courseId),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    status: row.status,
    checkout_mode: row.checkoutMode,
    current_period_end: row.currentPeriodEnd.toISOString(),
  }));
}

/** `GET /subscription`: the learner's subscriptions, newest first, ended ones included. */
export async function listSubscriptions(
  deps: Deps,
  caller: Principal,
  studentId: number,
): Promise<SubscriptionList> {
  const learnerId = await learnerFor(deps.db, caller, studentId, 'student_id');
  return answerOf(deps.db, await q.subscriptionsOf(deps.db, learnerId));
}

/**
 * A subscription the caller may manage: the learner's own, or their child's. Any other, and
 * one that does not exist, is 403 alike, so the answer tells nobody which ids exist.
 */
async function managed(deps: Deps, caller: Principal, id: number) {
  const row = await q.findSubscription(deps.db, id);
  const mine =
    row &&
    (row.learnerId === caller.userId ||
      (caller.userRoleId === UserRole.parent &&
        (await isParentOf(deps.db, caller.userId, row.learnerId))));
  if (!mine) throw forbidden('You may manage only your own or your children’s subscriptions.');
  return row;
}

const one = async (db: Queryable, row: q.SubscriptionRow) => (await answerOf(db, [row]))[0]!;

/** `POST /subscription/{id}/cancel` and `/resume`: the provider changes it, Kyu follows at once. */
export async function setCancel(
  deps: Deps,
  caller: Principal,
  id: number,
  cancel: boolean,
): Promise<Subscription> {
  const row = await managed(deps, caller, id);
  if (row.status === 'canceled')
    throw conflict('This subscription has ended; buy the courses again at checkout.');
  const providerId = row.providerSubscriptionId;
  const state = cancel
    ? await deps.payments.cancelAtPeriodEnd(providerId)
    : await deps.payments.resume(providerId);
  const updated = await deps.db.transaction((tx) => applyState(tx, state, deps.now));
  return one(deps.db, updated ?? row);
}

/**
 * `POST /subscription/{id}/products/{productId}`: adds a course at the subscription's interval,
 * charged for the rest of the period. The course is listed at once; the learner may use it when
 * the provider's event confirms the charge.
 */
export async function addProduct(
  deps: Deps,
  caller: Principal,
  id: number,
  courseId: number,
): Promise<Subscription> {
  const row = await managed(deps, caller, id);
  if (row.status !== 'active') {
    throw conflict('Courses are added to a running subscription only; this one is not active.');
  }
  const product = (await productsOf(deps, row.learnerId)).find((p) => p.id === courseId);
  if (!product) throw notFound('This course is not on sale to this learner.');
  const priceId = row.checkoutMode === 'annual' ? product.annual_price_id : product.price_id;
  if (!priceId) {
    throw refused(
      `This course is not sold ${row.checkoutMode === 'annual' ? 'by the year' : 'by the month'}.`,
      'no-price',
    );
  }
  await refuseOwned(deps, row.learnerId, [courseId]);
  const minute = Math.floor(deps.now.getTime() / 60_000);
  const { itemId } = await deps.payments.addItem({
    subscriptionId: row.providerSubscriptionId,
    priceId,
    idempotencyKey: `kyu-sub-${row.id}-add-${courseId}-${minute}`,
  });
  await q.keepItem(deps.db, {
    subscriptionId: row.id,
    courseId,
    providerPriceId: priceId,
    providerItemId: itemId,
  });
  return one(deps.db, row);
}

/**
 * `DELETE /subscription/{id}/products/{productId}`: takes a course out; nothing is refunded, so
 * the learner keeps it until the paid period ends. The last course is refused: cancel instead.
 */
export async function removeProduct(
  deps: Deps,
  caller: Principal,
  id: number,
  courseId: number,
): Promise<Subscription> {
  const row = await managed(deps, caller, id);
  if (row.status === 'canceled') throw conflict('This subscription has ended.');
  const items = await q.itemsOf(deps.db, [row.id]);
  const item = items.find((i) => i.courseId === courseId);
  if (!item) throw notFound('This course is not in the subscription.');
  await deps.payments.removeItem({
    subscriptionId: row.providerSubscriptionId,
    itemId: item.providerItemId,
  });
  await deps.db.transaction(async (tx) => {
    await q.dropItem(tx, row.id, courseId);
    await courses.endAccess(
      tx,
      { source: 'subscription', sourceId: row.id, userId: row.learnerId, courseId },
      row.currentPeriodEnd,
    );
  });
  return one(deps.db, row);
}

/**
 * `POST /subscription/webhook`: a provider's event, verified over its raw body (a bad signature
 * is 400 and changes nothing), acted on once: its id is recorded in the transaction that acts,
 * so a replay finds it and does nothing. Its mails (a receipt, a failed payment's notice) are
 * queued in that transaction too: one for each event acted on, none for a replay or a rollback.
 */
export async function receiveWebhook(
  deps: Pick<Deps, 'db' | 'payments'> & { mailer: Mailer },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  const event = deps.payments.verifyWebhook(rawBody, signature);
  await deps.db.transaction(async (tx) => {
    if (!(await q.recordEvent(tx, event.id, event.type))) return;
    for (const mail of await fulfil(tx, event)) await deps.mailer.enqueue(tx, mail);
  });
  return { received: true };
}

/** The names of the courses a checkout sells, in its order, for the test checkout's page. */
export async function courseNamesOf(db: Queryable, priceIds: string[]): Promise<string[]> {
  const rows = await q.courseNamesOfPrices(db, priceIds);
  return priceIds.flatMap((id) =>
    rows.filter((row) => priceIdOf(row) === id).map((row) => row.name),
  );
}

/** `GET /admin/subscriptions`: a page of subscriptions, a school admin's school's only. */
export async function listForAdmin(
  db: Db,
  scope: AdminScope,
  list: ParsedList<q.AdminSort, q.AdminFilter>,
): Promise<{ rows: AdminSubscription[]; total: number }> {
  const page = await q.listForAdmin(db, list, scope.schoolId);
  const items = await q.itemsOf(
    db,
    page.rows.map(({ row }) => row.id),
  );
  const rows = page.rows.map(({ row, firstName, lastName, schoolId }) => ({
    id: row.id,
    student_id: row.learnerId,
    student_name: `${firstName} ${lastName}`.trim(),
    school_id: schoolId,
    payer_id: row.payerId,
    status: row.status,
    checkout_mode: row.checkoutMode,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    course_ids: items.filter((item) => item.subscriptionId === row.id).map((item) => item.courseId),
    current_period_end: row.currentPeriodEnd.toISOString(),
    created_at: row.createdAt.toISOString(),
  }));
  return { rows, total: page.total };
}
