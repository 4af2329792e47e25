import type { SubscriptionStatus } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import type { PaymentEvent, SubscriptionState } from '../../providers/payments';
import { priceIdOf } from '../../providers/payments/price-ids';
import type { MailMessage } from '../../providers/mail';
import * as courses from '../courses/service';
import { paymentFailedMail, receiptMail } from './mails';
import * as q from './queries';

/**
 * How long access outlasts a paid period: a renewal's events may reach Kyu a little after the
 * period ends (Stripe retries a failed delivery for days; the first attempt is usually within a
 * minute, but a payment retried by the bank the next morning is common), and a learner should
 * not lose a course overnight for it. A failed renewal that is never paid ends at this grace.
 */
export const ACCESS_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** The provider's statuses as Kyu's four (core's SUBSCRIPTION_STATUSES). */
function kyuStatus(status: SubscriptionState['status']): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

/**
 * Brings Kyu's subscription to the provider's `state`, and the learner's access with it: while
 * active, every course until the period ends (plus the grace); a course taken out keeps what was
 * paid for, to the period's end; an ended subscription ends its access at `at`. A subscription
 * first heard of is made from the order its metadata names; an unknown one is left alone.
 */
export async function applyState(
  db: Queryable,
  state: SubscriptionState,
  at: Date,
  ended = false,
): Promise<q.SubscriptionRow | null> {
  let row = await q.subscriptionByProviderId(db, state.id);
  const status = ended ? 'canceled' : kyuStatus(state.status);
  if (!row) {
    const orderId = Number(state.metadata.kyu_order_id);
    const order = Number.isSafeInteger(orderId) ? await q.findOrder(db, orderId) : undefined;
    if (!order) return null;
    row = await q.insertSubscription(db, {
      learnerId: order.learnerId,
      payerId: order.payerId,
      orderId: order.id,
      providerSubscriptionId: state.id,
      providerCustomerId: state.customerId,
      checkoutMode: order.checkoutMode,
      status,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      currentPeriodStart: state.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd,
      stateAt: at,
    });
  }
  // An ended subscription never runs again; an older event arriving late changes nothing.
  if (row.status === 'canceled') return row;
  // The end is final, whenever its event was made.
  const stateAt = ended && row.stateAt > at ? row.stateAt : at;
  const applied = await q.updateSubscription(db, row.id, {
    status,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    stateAt,
  });
  if (!applied) return row;

  const prices = await q.pricesByProviderId(
    db,
    state.items.map((item) => item.priceId),
    false,
  );
  const courseOfPrice = new Map(prices.map((price) => [priceIdOf(price), price.courseId]));
  const kept = new Set<number>();
  for (const item of state.items) {
    const courseId = courseOfPrice.get(item.priceId);
    if (courseId === undefined) continue;
    kept.add(courseId);
    await q.keepItem(db, {
      subscriptionId: row.id,
      courseId,
      providerPriceId: item.priceId,
      providerItemId: item.id,
    });
  }
  const source = { source: 'subscription' as const, sourceId: row.id, userId: row.learnerId };
  for (const item of await q.itemsOf(db, [row.id])) {
    if (kept.has(item.courseId)) continue;
    await q.dropItem(db, row.id, item.courseId);
    await courses.endAccess(db, { ...source, courseId: item.courseId }, state.currentPeriodEnd);
  }

  if (status === 'canceled') {
    await courses.endAccess(db, source, at);
  } else if (status === 'active') {
    const endsAt = new Date(state.currentPeriodEnd.getTime() + ACCESS_GRACE_MS);
    for (const courseId of kept) {
      await courses.grantAccess(db, {
        ...source,
        courseId,
        startsAt: state.currentPeriodStart,
        endsAt,
      });
    }
  }
  return (await q.findSubscription(db, row.id))!;
}

/**
 * Acts on one verified event inside the webhook's transaction; answers the mails it calls for,
 * which the webhook queues in that same transaction.
 */
export async function fulfil(db: Queryable, event: PaymentEvent): Promise<MailMessage[]> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      await applyState(db, event.subscription, event.created);
      return [];
    case 'customer.subscription.deleted':
      await applyState(db, event.subscription, event.created, true);
      return [];
    case 'checkout.session.completed': {
      const orderId = Number(event.checkout.clientReferenceId);
      if (Number.isSafeInteger(orderId)) await q.completeOrder(db, orderId, event.created);
      return [];
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const { invoice } = event;
      const payer = invoice.customerId ? await q.payerOfCustomer(db, invoice.customerId) : null;
      const to = payer?.email ?? invoice.customerEmail;
      if (!to) return [];
      const mail = event.type === 'invoice.paid' ? receiptMail : paymentFailedMail;
      return [mail(to, payer?.firstName ?? null, invoice)];
    }
    default:
      return [];
  }
}
