import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '@kyu/test-support/fakes/stripe';
import { NOTHING_LISTENS } from '@kyu/test-support/net';
import type { HttpProblem } from '../../lib/problem';
import { stripePayments } from './stripe';
import type { PaymentProvider } from './types';

const webhookSecret = 'whsec_test_kyu';
const parent = { userId: 7, email: 'parent@example.com', name: 'Pat Parent' };

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: HttpProblem) => ({
      status: error.status,
      type: error.extra?.type,
      detail: error.detail,
    }),
  );

describe('Stripe payments', () => {
  let fake: FakeStripe;
  let stripe: PaymentProvider;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = stripePayments({ secretKey: fake.apiKey, webhookSecret, apiBase: fake.url });
  });
  afterAll(() => fake.close());

  const checkout = (idempotencyKey: string, customerId: string, priceIds = ['price_math']) =>
    stripe.createCheckout({
      customerId,
      priceIds,
      successUrl: 'http://kyu.localhost/academy/checkout/success?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://kyu.localhost/academy/checkout/cancelled',
      idempotencyKey,
      clientReferenceId: 'order-1',
      metadata: { child_id: '12' },
    });

  /** A paid checkout's subscription, as the webhook reports it. */
  async function paidSubscription(key: string, priceIds: string[]) {
    const customerId = await stripe.ensureCustomer(parent);
    const started = await checkout(key, customerId, priceIds);
    const { payload, header } = fake.sign(fake.completeCheckout(started.id), webhookSecret);
    const event = stripe.verifyWebhook(payload, header);
    if (event.type !== 'checkout.session.completed') throw new Error(event.type);
    return event.checkout.subscriptionId!;
  }

  it('creates a customer for a parent once and finds it again by the parent', async () => {
    const first = await stripe.ensureCustomer(parent);
    const again = await stripe.ensureCustomer(parent);
    const other = await stripe.ensureCustomer({ ...parent, userId: 8 });
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    const creations = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/customers',
    );
    expect(creations.map((r) => r.idempotencyKey)).toEqual(['kyu-customer-7', 'kyu-customer-8']);
    expect(creations[0]!.params).toMatchObject({ metadata: { kyu_user_id: '7' } });
  });

  it('opens a subscription checkout for the chosen prices and answers its URL', async () => {
    const customerId = await stripe.ensureCustomer(parent);
    const started = await checkout('order-1-try', customerId, ['price_math', 'price_science']);
    expect(started.url).toContain(started.id);
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({
      path: '/v1/checkout/sessions',
      idempotencyKey: 'kyu-checkout-order-1-try',
      params: {
        mode: 'subscription',
        customer: customerId,
        line_items: [
          { price: 'price_math', quantity: '1' },
          { price: 'price_science', quantity: '1' },
        ],
        client_reference_id: 'order-1',
        subscription_data: { metadata: { child_id: '12' } },
      },
    });
  });

  it('gives the same checkout for the same idempotency key', async () => {
    const customerId = await stripe.ensureCustomer(parent);
    const first = await checkout('same-key', customerId);
    const again = await checkout('same-key', customerId);
    expect(again).toEqual(first);
  });

  it('reads a signed checkout.session.completed into the order and its subscription', async () => {
    const customerId = await stripe.ensureCustomer(parent);
    const started = await checkout('completed', customerId);
    const { payload, header } = fake.sign(fake.completeCheckout(started.id), webhookSecret);
    const event = stripe.verifyWebhook(payload, header);
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      checkout: {
        id: started.id,
        customerId,
        clientReferenceId: 'order-1',
        paymentStatus: 'paid',
        metadata: { child_id: '12' },
      },
    });
    expect(event.type === 'checkout.session.completed' && event.checkout.subscriptionId).toMatch(
      /^sub_/,
    );
  });

  it('cancels at period end and resumes, answering the subscription as Stripe has it', async () => {
    const id = await paidSubscription('cancel', ['price_math']);
    const cancelled = await stripe.cancelAtPeriodEnd(id);
    expect(cancelled).toMatchObject({ id, status: 'active', cancelAtPeriodEnd: true });
    expect(cancelled.items).toEqual([{ id: expect.stringMatching(/^si_/), priceId: 'price_math' }]);
    expect(cancelled.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
    expect((await stripe.resume(id)).cancelAtPeriodEnd).toBe(false);
  });

  it('adds a course as an item invoiced at once and removes it, but never the last one', async () => {
    const id = await paidSubscription('items', ['price_math']);
    const { itemId } = await stripe.addItem({
      subscriptionId: id,
      priceId: 'price_science',
      idempotencyKey: 'add-science',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      idempotencyKey: 'kyu-item-add-science',
      params: { proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete' },
    });
    expect(fake.subscription(id)!.items.data).toHaveLength(2);
    await stripe.removeItem({ subscriptionId: id, itemId });
    expect(fake.subscription(id)!.items.data).toHaveLength(1);
    const last = fake.subscription(id)!.items.data[0]!.id as string;
    expect(await problemOf(stripe.removeItem({ subscriptionId: id, itemId: last }))).toMatchObject({
      status: 422,
      type: expect.stringContaining('payment-refused'),
    });
  });

  it('reads subscription and invoice events of the same subscription', async () => {
    const id = await paidSubscription('events', ['price_math']);
    const subscription = fake.subscription(id)!;
    const deleted = fake.sign(
      fake.event('customer.subscription.deleted', { ...subscription, status: 'canceled' }),
      webhookSecret,
    );
    expect(stripe.verifyWebhook(deleted.payload, deleted.header)).toMatchObject({
      type: 'customer.subscription.deleted',
      subscription: { id, status: 'canceled', items: [{ priceId: 'price_math' }] },
    });
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: subscription.customer,
      billing_reason: 'subscription_cycle',
      amount_due: 1500,
      amount_paid: 0,
      currency: 'usd',
      customer_email: parent.email,
      hosted_invoice_url: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: id } },
    };
    const failed = fake.sign(fake.event('invoice.payment_failed', invoice), webhookSecret);
    expect(stripe.verifyWebhook(failed.payload, failed.header)).toMatchObject({
      type: 'invoice.payment_failed',
      invoice: {
        id: 'in_1',
        subscriptionId: id,
        amountDue: 1500,
        billingReason: 'subscription_cycle',
      },
    });
  });

  it('acknowledges a kind of event it does not act on without reading it', () => {
    const { payload, header } = fake.sign(
      fake.event('customer.created', { id: 'cus_1' }),
      webhookSecret,
    );
    expect(stripe.verifyWebhook(payload, header)).toMatchObject({
      type: 'ignored',
      stripeType: 'customer.created',
    });
  });

  it('refuses an event signed with another secret', () => {
    const { payload, header } = fake.sign(fake.event('invoice.paid', {}), 'whsec_someone_else');
    expect(() => stripe.verifyWebhook(payload, header)).toThrow(/signature does not match/);
  });

  it('answers a declined card as 422 and an unreachable Stripe as 503', async () => {
    fake.failNext(402, 'Your card was declined.', 'card_error');
    expect(await problemOf(stripe.ensureCustomer({ ...parent, userId: 99 }))).toMatchObject({
      status: 422,
      detail: 'Your card was declined.',
    });
    const wrongKey = stripePayments({
      secretKey: 'sk_test_wrong',
      webhookSecret,
      apiBase: fake.url,
    });
    expect(await problemOf(wrongKey.ensureCustomer(parent))).toMatchObject({ status: 503 });
    const down = stripePayments({
      secretKey: fake.apiKey,
      webhookSecret,
      apiBase: `http://${NOTHING_LISTENS}`,
    });
    expect(await problemOf(down.ensureCustomer(parent))).toMatchObject({
      status: 503,
      type: expect.stringContaining('payments-unavailable'),
    });
  });
});
