// Apart from index.ts, so that the adapters need not import it. Amounts are in the currency's
// minor unit (cents), as Stripe counts them; times are Dates, converted from Stripe's seconds once.

/**
 * Money movement for course subscriptions. Two adapters share this interface: Stripe (when
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set) and the embedded test checkout. Nothing
 * here grants access: a subscription's state reaches Kyu only through a verified webhook event.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test-checkout';
  /** The customer for a parent: found again by the parent's id, created once otherwise. */
  ensureCustomer(parent: ParentCustomer): Promise<string>;
  /** A hosted checkout in subscription mode; the same idempotency key gives the same checkout. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** Keeps access until the period ends, then the subscription ends and nothing more is charged. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState>;
  /** Undoes a cancel at period end, while the period lasts. */
  resume(subscriptionId: string): Promise<SubscriptionState>;
  /** Adds a course to a subscription, charging for the rest of the period at once. */
  addItem(request: AddItemRequest): Promise<{ itemId: string }>;
  /** Removes a course from a subscription; the last course is refused (cancel instead). */
  removeItem(request: { subscriptionId: string; itemId: string }): Promise<void>;
  /**
   * Checks a webhook's signature over its raw body (a 300 s tolerance either way) and reads the
   * event; a missing, malformed or wrong signature or a stale timestamp throws a 400 problem.
   */
  verifyWebhook(rawBody: string | Uint8Array, signature: string | undefined): PaymentEvent;
}

export interface ParentCustomer {
  userId: number;
  email: string;
  name: string;
}

export interface CheckoutRequest {
  customerId: string;
  /** The provider's price ids, one subscription item (quantity 1) each. */
  priceIds: string[];
  /** May hold `{CHECKOUT_SESSION_ID}`, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  /** Kyu's own reference (the order), returned on `checkout.session.completed`. */
  clientReferenceId: string;
  /** Copied to the checkout and to its subscription, returned on their events. */
  metadata: Record<string, string>;
}

export interface CheckoutStarted {
  id: string;
  /** Where to send the parent: Stripe's page, or Kyu's own test checkout. */
  url: string;
}

export interface AddItemRequest {
  subscriptionId: string;
  priceId: string;
  idempotencyKey: string;
}

/** Stripe's subscription statuses; Kyu grants access on `active` (and `trialing`). */
export type SubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'paused'
  | 'trialing'
  | 'unpaid';

export interface SubscriptionState {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  items: { id: string; priceId: string }[];
  metadata: Record<string, string>;
}

export interface CompletedCheckout {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  clientReferenceId: string | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number | null;
  currency: string | null;
  metadata: Record<string, string>;
}

export interface InvoiceState {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** `subscription_create`, `subscription_cycle`, `subscription_update`, ... */
  billingReason: string | null;
  amountDue: number;
  amountPaid: number;
  currency: string;
  customerEmail: string | null;
  /** A page with the invoice, linked from the receipt mail. */
  hostedInvoiceUrl: string | null;
}

/**
 * A verified webhook event, of the six kinds Kyu acts on. Any other kind Stripe may send is
 * `ignored`, so the webhook can acknowledge it without acting.
 */
export type PaymentEvent = { id: string; created: Date } & (
  | { type: 'checkout.session.completed'; checkout: CompletedCheckout }
  | {
      type:
        | 'customer.subscription.created'
        | 'customer.subscription.updated'
        | 'customer.subscription.deleted';
      subscription: SubscriptionState;
    }
  | { type: 'invoice.paid' | 'invoice.payment_failed'; invoice: InvoiceState }
  | { type: 'ignored'; stripeType: string }
);
