import { createHash, randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { notFound, refused } from '../../../lib/problem';
import { readSubscription } from '../read-event';
import type { PaymentProvider } from '../types';
import { signStripePayload, verifyStripeWebhook } from '../webhook-signature';
import { checkCard, type CardForm } from './cards';
import {
  checkoutSessionObject,
  eventOf,
  invoiceObject,
  subscriptionObject,
  type StripeShapedEvent,
  type TestCheckoutSession,
} from './events';
import * as rules from './subscription';
import type { TestSubscription } from './subscription';

/**
 * Where the test checkout keeps its state (tables, next to the subscriptions). `commit` keeps
 * the changed rows and the events they cause in one transaction, the events on a durable
 * queue that signs each one as it delivers it, so no payment is kept without its event.
 */
export interface TestCheckoutStore {
  /** Keeps a new checkout; one with the same id already kept is answered unchanged. */
  openCheckout(session: TestCheckoutSession): Promise<TestCheckoutSession>;
  checkout(id: string): Promise<TestCheckoutSession | null>;
  subscription(id: string): Promise<TestSubscription | null>;
  /** Running subscriptions whose period ended by `now` (seconds). */
  dueBy(now: number): Promise<TestSubscription[]>;
  /** The amount per period, currency and interval of each known price. */
  prices(ids: string[]): Promise<Map<string, TestPrice>>;
  /** False, keeping nothing, when `checkout` is one already paid (a second click on Pay). */
  commit(change: {
    checkout?: TestCheckoutSession;
    subscription?: TestSubscription;
    events: StripeShapedEvent[];
  }): Promise<boolean>;
}

export interface TestPrice {
  unitAmount: number;
  currency: string;
  interval: rules.BillingInterval;
}

export type PayResult =
  | { status: 'invalid'; errors: Partial<Record<keyof CardForm, string[]>> }
  | { status: 'declined'; code: string; message: string }
  | { status: 'paid'; redirect: string };

/** What only the test checkout has: its page's calls, its clock, and its signature. */
export interface TestCheckout {
  session(id: string): Promise<TestCheckoutSession | null>;
  /** Pays a checkout with a card; a declined card keeps and charges nothing. */
  pay(sessionId: string, card: CardForm): Promise<PayResult>;
  /**
   * Development only: ends every period up to `to`, renewals paid or failed; the steps taken. A
   * `to` more than CLOCK_AHEAD_MAX_DAYS past now is a 422 naming the bound, and moves nothing.
   */
  advanceClock(to: Date, renewal: 'pay' | 'fail'): Promise<number>;
  /** The Stripe-Signature header for an event body, made at delivery time. */
  sign(payload: string): string;
}

const DAY_MS = 86_400_000;
/**
 * How far past now the development clock may be moved: two years, so one call renews a monthly
 * subscription at most 24 times past today, a yearly one twice. Unbounded, a date in year 9999
 * renewed every subscription month by month, some 96,000 invoices each, in one call.
 */
export const CLOCK_AHEAD_MAX_DAYS = 731;

const hashId = (prefix: string, ...parts: string[]) =>
  `${prefix}_test_${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 24)}`;
const randomId = (prefix: string) => `${prefix}_test_${randomBytes(18).toString('base64url')}`;

/**
 * The embedded payment provider: a checkout page served by Kyu that takes Stripe's test cards
 * and sends Stripe-shaped events, signed with its own secret, to Kyu's own webhook, where the
 * same check as Stripe's events verifies them. Ids derive from what made them, so a retried
 * call finds what the first one made.
 */
export function testCheckoutPayments(options: {
  publicUrl: string;
  webhookSecret: string;
  store: TestCheckoutStore;
  now?: () => number;
}): PaymentProvider & { testCheckout: TestCheckout } {
  const { store, webhookSecret } = options;
  const nowMs = options.now ?? Date.now;
  const seconds = () => Math.floor(nowMs() / 1000);
  const event = (type: string, object: Record<string, unknown>, created = seconds()) =>
    eventOf(type, object, { id: randomId('evt'), created });
  const stateOf = (subscription: TestSubscription) =>
    readSubscription(subscriptionObject(subscription) as unknown as Stripe.Subscription);

  async function running(id: string) {
    const subscription = await store.subscription(id);
    if (!subscription) throw notFound('There is no such subscription.');
    return subscription;
  }
  async function pricesOf(ids: string[]) {
    const prices = await store.prices(ids);
    const missing = ids.filter((id) => !prices.has(id));
    if (missing.length) throw refused(`Unknown price: ${missing.join(', ')}.`, 'unknown-price');
    return ids.map((id) => ({ id, ...prices.get(id)! }));
  }
  async function update(subscription: TestSubscription, extra: StripeShapedEvent[] = []) {
    const updated = event('customer.subscription.updated', subscriptionObject(subscription));
    await store.commit({ subscription, events: [...extra, updated] });
    return stateOf(subscription);
  }
  function invoice(
    subscription: TestSubscription,
    amount: number,
    paid: boolean,
    billingReason: Parameters<typeof invoiceObject>[0]['billingReason'],
    created = seconds(),
  ) {
    const object = invoiceObject({
      id: randomId('in'),
      subscription,
      amount,
      paid,
      billingReason,
      created,
    });
    return event(paid ? 'invoice.paid' : 'invoice.payment_failed', object, created);
  }

  const testCheckout: TestCheckout = {
    session: (id) => store.checkout(id),

    async pay(sessionId, card) {
      const session = await store.checkout(sessionId);
      if (!session) throw notFound('There is no such checkout.');
      const redirect = session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id);
      if (session.subscriptionId) return { status: 'paid', redirect };
      const check = checkCard(card, new Date(nowMs()));
      if (!check.ok) return { status: 'invalid', errors: check.errors };
      if (!check.outcome.paid) {
        const { code, message } = check.outcome;
        return { status: 'declined', code, message };
      }
      const subscriptionId = hashId('sub', session.id);
      const subscription = rules.startSubscription({
        id: subscriptionId,
        customerId: session.customerId,
        items: (await pricesOf(session.priceIds)).map((price) => ({
          id: hashId('si', subscriptionId, price.id),
          priceId: price.id,
          unitAmount: price.unitAmount,
        })),
        currency: session.currency,
        interval: (await pricesOf(session.priceIds))[0]!.interval,
        now: seconds(),
        metadata: session.metadata,
      });
      const paid = { ...session, subscriptionId };
      // Kept or not (a second click got there first), the checkout is paid, and paid once.
      await store.commit({
        checkout: paid,
        subscription,
        events: [
          event('checkout.session.completed', checkoutSessionObject(paid)),
          invoice(subscription, paid.amountTotal, true, 'subscription_create'),
          // As Stripe does: the subscription's own event, with its period and items.
          event('customer.subscription.created', subscriptionObject(subscription)),
        ],
      });
      return { status: 'paid', redirect };
    },

    async advanceClock(to, renewal) {
      const latest = nowMs() + CLOCK_AHEAD_MAX_DAYS * DAY_MS;
      // Written so that an invalid date (NaN) is refused too.
      if (!(to.getTime() <= latest)) {
        throw refused(
          `The test checkout's clock moves at most ${CLOCK_AHEAD_MAX_DAYS} days past now, ` +
            `to ${new Date(latest).toISOString()} at the latest.`,
          'clock-too-far',
          { to: [`must be at most ${CLOCK_AHEAD_MAX_DAYS} days from now`] },
        );
      }
      const now = Math.floor(to.getTime() / 1000);
      let steps = 0;
      for (const due of await store.dueBy(now)) {
        const { subscription, steps: taken } = rules.advance(due, now, renewal);
        if (!taken.length) continue;
        // An invoice per renewal, then the subscription as it stands once, updated or ended.
        const invoices = taken
          .filter((step) => step.kind !== 'ended')
          .map((step) =>
            invoice(
              subscription,
              step.amount,
              step.kind === 'renewed',
              'subscription_cycle',
              step.at,
            ),
          );
        const type = subscription.status === 'canceled' ? 'deleted' : 'updated';
        const state = event(`customer.subscription.${type}`, subscriptionObject(subscription));
        await store.commit({ subscription, events: [...invoices, state] });
        steps += taken.length;
      }
      return steps;
    },

    sign: (payload) => signStripePayload(payload, webhookSecret, seconds()),
  };

  return {
    name: 'test-checkout',
    testCheckout,

    ensureCustomer: async (parent) => `cus_test_${parent.userId}`,

    async createCheckout(request) {
      const prices = await pricesOf(request.priceIds);
      const currencies = new Set(prices.map((price) => price.currency));
      if (currencies.size !== 1) throw refused('A checkout is in one currency.', 'currencies');
      if (new Set(prices.map((price) => price.interval)).size !== 1) {
        throw refused(
          'A checkout bills every course monthly, or every course yearly.',
          'intervals',
        );
      }
      const session = await store.openCheckout({
        id: hashId('cs', request.customerId, request.idempotencyKey),
        customerId: request.customerId,
        priceIds: request.priceIds,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        clientReferenceId: request.clientReferenceId,
        metadata: request.metadata,
        subscriptionId: null,
        amountTotal: prices.reduce((sum, price) => sum + price.unitAmount, 0),
        currency: [...currencies][0]!,
      });
      return { id: session.id, url: `${options.publicUrl}/test-checkout/${session.id}` };
    },

    cancelAtPeriodEnd: async (id) => update(rules.cancelAtPeriodEnd(await running(id))),
    resume: async (id) => update(rules.resume(await running(id))),

    async addItem(request) {
      const subscription = await running(request.subscriptionId);
      const itemId = hashId('si', subscription.id, request.idempotencyKey);
      // Asked again with the same key: the first answer, charged once.
      if (subscription.items.some((item) => item.id === itemId)) return { itemId };
      const [price] = await pricesOf([request.priceId]);
      if (price!.interval !== (subscription.interval ?? 'month')) {
        throw refused('A course is added at the subscription’s own interval.', 'intervals');
      }
      const item = { id: itemId, priceId: price!.id, unitAmount: price!.unitAmount };
      const added = rules.addItem(subscription, item, seconds());
      await update(added.subscription, [
        invoice(added.subscription, added.charge, true, 'subscription_update'),
      ]);
      return { itemId };
    },

    async removeItem({ subscriptionId, itemId }) {
      await update(rules.removeItem(await running(subscriptionId), itemId));
    },

    verifyWebhook: (rawBody, signature) =>
      verifyStripeWebhook(rawBody, signature, webhookSecret, nowMs()),
  };
}
