import type Stripe from 'stripe';
import type {
  CompletedCheckout,
  InvoiceState,
  PaymentEvent,
  SubscriptionState,
  SubscriptionStatus,
} from './types';

// Both adapters read events here, so the test checkout's events must take Stripe's shape exactly
// (the API version the SDK is pinned to: a period lives on each subscription item, an invoice
// names its subscription under `parent.subscription_details`).

type Expandable = string | { id: string } | null | undefined;
const idOf = (value: Expandable) => (typeof value === 'string' ? value : (value?.id ?? null));
const dateOf = (seconds: number) => new Date(seconds * 1000);

export function readSubscription(subscription: Stripe.Subscription): SubscriptionState {
  const items = subscription.items.data;
  // Stripe bills every item of a subscription on one cycle; the span covers them all regardless.
  const starts = items.map((item) => item.current_period_start);
  const ends = items.map((item) => item.current_period_end);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status as SubscriptionStatus,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: dateOf(starts.length ? Math.min(...starts) : subscription.created),
    currentPeriodEnd: dateOf(ends.length ? Math.max(...ends) : subscription.created),
    items: items.map((item) => ({ id: item.id, priceId: item.price.id })),
    metadata: { ...subscription.metadata },
  };
}

function readCheckout(session: Stripe.Checkout.Session): CompletedCheckout {
  return {
    id: session.id,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    clientReferenceId: session.client_reference_id,
    paymentStatus: session.payment_status as CompletedCheckout['paymentStatus'],
    amountTotal: session.amount_total,
    currency: session.currency,
    metadata: { ...session.metadata },
  };
}

function readInvoice(invoice: Stripe.Invoice): InvoiceState {
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    billingReason: invoice.billing_reason,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    customerEmail: invoice.customer_email,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** The event Kyu acts on, from a Stripe event whose signature was checked. */
export function readEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, created: dateOf(event.created) };
  const object: unknown = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
      return {
        ...base,
        type: event.type,
        checkout: readCheckout(object as Stripe.Checkout.Session),
      };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        type: event.type,
        subscription: readSubscription(object as Stripe.Subscription),
      };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { ...base, type: event.type, invoice: readInvoice(object as Stripe.Invoice) };
    default:
      return { ...base, type: 'ignored', stripeType: event.type };
  }
}
