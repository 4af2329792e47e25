import Stripe from 'stripe';
import { HttpProblem, problemType } from '../../lib/problem';
import { readSubscription } from './read-event';
import type { PaymentProvider } from './types';
import { verifyStripeWebhook } from './webhook-signature';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API by default; another address for stripe-mock or a test's fake server. */
  apiBase: string;
  /** The clock webhooks are checked against. */
  now?: () => number;
}

/** A failure of Stripe's as the parent sees it; the SDK's words go to the log through `cause`. */
function problemFrom(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new HttpProblem(422, 'Payment declined', error.message, {
      type: problemType('payment-declined'),
    });
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new HttpProblem(
      422,
      'Refused',
      'The payment provider refused this change to the subscription.',
      {
        type: problemType('payment-refused'),
      },
    );
  }
  return new HttpProblem(
    503,
    'Service unavailable',
    'Payments cannot be reached just now. Please try again later.',
    {
      type: problemType('payments-unavailable'),
    },
  );
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const problem = problemFrom(error);
    if (problem !== error && problem instanceof Error) problem.cause = error;
    throw problem;
  }
}

/**
 * Stripe through its official SDK. Every call that creates something carries an idempotency
 * key derived from Kyu's own (a retried request makes nothing twice); updates set a state, so a
 * repeat is harmless without one.
 */
export function stripePayments(options: StripeOptions): PaymentProvider {
  const base = new URL(options.apiBase);
  const stripe = new Stripe(options.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Kyu' },
  });
  const now = options.now ?? Date.now;

  return {
    name: 'stripe',

    ensureCustomer: (parent) =>
      call(async () => {
        const userId = String(parent.userId);
        // Found again by the parent's id, not the e-mail alone: two accounts may share one.
        const known = await stripe.customers.list({ email: parent.email, limit: 100 });
        const mine = known.data.find((customer) => customer.metadata.kyu_user_id === userId);
        if (mine) return mine.id;
        const created = await stripe.customers.create(
          { email: parent.email, name: parent.name, metadata: { kyu_user_id: userId } },
          { idempotencyKey: `kyu-customer-${userId}` },
        );
        return created.id;
      }),

    createCheckout: (request) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: request.customerId,
            line_items: request.priceIds.map((price) => ({ price, quantity: 1 })),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            client_reference_id: request.clientReferenceId,
            metadata: request.metadata,
            subscription_data: { metadata: request.metadata },
          },
          { idempotencyKey: `kyu-checkout-${request.idempotencyKey}` },
        );
        if (!session.url) throw new Error(`Stripe gave checkout ${session.id} no URL`);
        return { id: session.id, url: session.url };
      }),

    cancelAtPeriodEnd: (subscriptionId) =>
      call(async () =>
        readSubscription(
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
        ),
      ),

    resume: (subscriptionId) =>
      call(async () =>
        readSubscription(
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
        ),
      ),

    addItem: (request) =>
      call(async () => {
        // Invoiced at once and refused unless paid, so a course is never added unpaid.
        const item = await stripe.subscriptionItems.create(
          {
            subscription: request.subscriptionId,
            price: request.priceId,
            quantity: 1,
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
          },
          { idempotencyKey: `kyu-item-${request.idempotencyKey}` },
        );
        return { itemId: item.id };
      }),

    removeItem: ({ itemId }) =>
      call(async () => {
        // No credit: the parent keeps the course to the end of the period already paid for.
        await stripe.subscriptionItems.del(itemId, { proration_behavior: 'none' });
      }),

    verifyWebhook: (rawBody, signature) =>
      verifyStripeWebhook(rawBody, signature, options.webhookSecret, now()),
  };
}
