import Stripe from 'stripe';
import { periodEnd, periodStart, type TestSubscription } from './subscription';

// The test checkout's events in the shape of the Stripe API version the SDK is pinned to, so
// that read-event.ts reads them as it reads Stripe's. Only the fields Kyu reads, plus those that
// say what the object is; every id is given, so a retried delivery sends the same event.

/** A checkout opened on the test checkout, as the store keeps it. */
export interface TestCheckoutSession {
  id: string;
  customerId: string;
  priceIds: string[];
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string;
  metadata: Record<string, string>;
  /** Set once paid; a paid checkout is never paid again. */
  subscriptionId: string | null;
  amountTotal: number;
  currency: string;
}

/** One webhook event, ready to be signed and delivered. */
export interface StripeShapedEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export function eventOf(
  type: string,
  object: Record<string, unknown>,
  at: { id: string; created: number },
): StripeShapedEvent {
  return {
    ...at,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  } as StripeShapedEvent;
}

export function subscriptionObject(subscription: TestSubscription) {
  const start = periodStart(subscription);
  const end = periodEnd(subscription);
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    created: subscription.anchor,
    billing_cycle_anchor: subscription.anchor,
    ended_at: subscription.endedAt,
    currency: subscription.currency,
    livemode: false,
    metadata: subscription.metadata,
    items: {
      object: 'list',
      has_more: false,
      data: subscription.items.map((item) => ({
        id: item.id,
        object: 'subscription_item',
        subscription: subscription.id,
        quantity: 1,
        current_period_start: start,
        current_period_end: end,
        price: {
          id: item.priceId,
          object: 'price',
          currency: subscription.currency,
          unit_amount: item.unitAmount,
          recurring: { interval: subscription.interval ?? 'month', interval_count: 1 },
        },
      })),
    },
  };
}

export function invoiceObject(invoice: {
  id: string;
  subscription: TestSubscription;
  amount: number;
  paid: boolean;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  created: number;
}) {
  const { subscription, amount, paid } = invoice;
  return {
    id: invoice.id,
    object: 'invoice',
    customer: subscription.customerId,
    status: paid ? 'paid' : 'open',
    billing_reason: invoice.billingReason,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    currency: subscription.currency,
    customer_email: null,
    hosted_invoice_url: null,
    attempt_count: 1,
    created: invoice.created,
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
  };
}

export function checkoutSessionObject(session: TestCheckoutSession) {
  const paid = session.subscriptionId !== null;
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: paid ? 'complete' : 'open',
    payment_status: paid ? 'paid' : 'unpaid',
    customer: session.customerId,
    subscription: session.subscriptionId,
    client_reference_id: session.clientReferenceId,
    amount_total: session.amountTotal,
    currency: session.currency,
    metadata: session.metadata,
    livemode: false,
  };
}
