import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { HttpProblem } from '../../../lib/problem';
import type { PaymentEvent } from '../types';
import { CLOCK_AHEAD_MAX_DAYS, testCheckoutPayments, type TestCheckoutStore } from '.';
import type { StripeShapedEvent, TestCheckoutSession } from './events';
import type { TestSubscription } from './subscription';

const webhookSecret = 'whsec_test_checkout';
const prices = new Map([
  ['price_math', { unitAmount: 1500, currency: 'usd', interval: 'month' as const }],
  ['price_science', { unitAmount: 1000, currency: 'usd', interval: 'month' as const }],
  ['price_sgd', { unitAmount: 900, currency: 'sgd', interval: 'month' as const }],
  ['price_math_year', { unitAmount: 15000, currency: 'usd', interval: 'year' as const }],
]);

/** The store as tables will keep it, in memory for the test; events land in `outbox`. */
function memoryStore() {
  const checkouts = new Map<string, TestCheckoutSession>();
  const subscriptions = new Map<string, TestSubscription>();
  const outbox: StripeShapedEvent[] = [];
  const store: TestCheckoutStore = {
    async openCheckout(session) {
      if (!checkouts.has(session.id)) checkouts.set(session.id, session);
      return checkouts.get(session.id)!;
    },
    checkout: async (id) => checkouts.get(id) ?? null,
    subscription: async (id) => subscriptions.get(id) ?? null,
    dueBy: async () => [...subscriptions.values()].filter((s) => s.status !== 'canceled'),
    prices: async (ids) =>
      new Map(ids.flatMap((id) => (prices.has(id) ? [[id, prices.get(id)!]] : []))),
    async commit({ checkout, subscription, events }) {
      if (checkout && checkouts.get(checkout.id)?.subscriptionId) return false;
      if (checkout) checkouts.set(checkout.id, checkout);
      if (subscription) subscriptions.set(subscription.id, subscription);
      outbox.push(...events);
      return true;
    },
  };
  return { store, outbox, subscriptions };
}

function setUp() {
  let now = Date.parse('2031-01-31T10:00:00Z');
  const memory = memoryStore();
  const provider = testCheckoutPayments({
    publicUrl: 'http://localhost:8080',
    webhookSecret,
    store: memory.store,
    now: () => now,
  });
  /** What Kyu's webhook would read from each event delivered so far, through the same check. */
  const delivered = (): PaymentEvent[] =>
    memory.outbox.splice(0).map((event) => {
      const payload = JSON.stringify(event);
      return provider.verifyWebhook(payload, provider.testCheckout.sign(payload));
    });
  const checkout = (idempotencyKey = 'order-1', priceIds = ['price_math', 'price_science']) =>
    provider.createCheckout({
      customerId: 'cus_test_7',
      priceIds,
      successUrl: 'http://localhost:8080/academy/checkout/success?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:8080/academy/checkout/cancelled',
      idempotencyKey,
      clientReferenceId: 'order-1',
      metadata: { child_id: '12' },
    });
  const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
  const setNow = (iso: string) => void (now = Date.parse(iso));
  return { provider, memory, delivered, checkout, card, setNow };
}

/** A checkout paid with 4242, and its subscription's id. */
async function paid(test: ReturnType<typeof setUp>) {
  const started = await test.checkout();
  await test.provider.testCheckout.pay(started.id, test.card);
  const [completed] = test.delivered();
  if (completed?.type !== 'checkout.session.completed') throw new Error('not completed');
  return completed.checkout.subscriptionId!;
}

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: HttpProblem) => error.status,
  );

describe('the test checkout', () => {
  it('opens a checkout on its own page, the same one for the same idempotency key', async () => {
    const { checkout } = setUp();
    const started = await checkout();
    expect(started.url).toBe(`http://localhost:8080/test-checkout/${started.id}`);
    expect(started.id).toMatch(/^cs_test_/);
    expect(await checkout()).toEqual(started);
    expect((await checkout('order-2')).id).not.toBe(started.id);
  });

  it('refuses a checkout of an unknown price, or of two currencies', async () => {
    const { checkout } = setUp();
    expect(await problemOf(checkout('a', ['price_math', 'price_gone']))).toBe(422);
    expect(await problemOf(checkout('b', ['price_math', 'price_sgd']))).toBe(422);
    expect(await problemOf(checkout('c', ['price_math', 'price_math_year']))).toBe(422);
  });

  it('pays with 4242 and sends the completed checkout and a paid invoice, signed', async () => {
    const { provider, checkout, card, delivered } = setUp();
    const started = await checkout();
    expect(await provider.testCheckout.pay(started.id, card)).toEqual({
      status: 'paid',
      redirect: `http://localhost:8080/academy/checkout/success?session=${started.id}`,
    });
    const [completed, invoice] = delivered();
    expect(completed).toMatchObject({
      type: 'checkout.session.completed',
      checkout: {
        id: started.id,
        customerId: 'cus_test_7',
        subscriptionId: expect.stringMatching(/^sub_test_/),
        clientReferenceId: 'order-1',
        paymentStatus: 'paid',
        amountTotal: 2500,
        metadata: { child_id: '12' },
      },
    });
    expect(invoice).toMatchObject({
      type: 'invoice.paid',
      invoice: { amountPaid: 2500, billingReason: 'subscription_create', currency: 'usd' },
    });
  });

  it("signs events that Stripe's SDK itself accepts, and that Stripe's secret does not", async () => {
    const test = setUp();
    await test.provider.testCheckout.pay((await test.checkout()).id, test.card);
    const payload = JSON.stringify(test.memory.outbox[0]);
    const header = test.provider.testCheckout.sign(payload);
    const event = Stripe.webhooks.constructEvent(payload, header, webhookSecret);
    expect(event.type).toBe('checkout.session.completed');
    expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_stripe')).toThrow();
  });

  it('declines 0002 and 9995, keeping and charging nothing, and lets the parent try again', async () => {
    const { provider, checkout, card, memory } = setUp();
    const started = await checkout();
    const pay = (number: string) => provider.testCheckout.pay(started.id, { ...card, number });
    expect(await pay('4000 0000 0000 0002')).toEqual({
      status: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(await pay('4000000000009995')).toMatchObject({ code: 'insufficient_funds' });
    expect(memory.outbox).toEqual([]);
    expect(memory.subscriptions.size).toBe(0);
    expect((await pay('4242424242424242')).status).toBe('paid');
  });

  it('answers a wrong form field by field, keeping nothing', async () => {
    const { provider, checkout, memory } = setUp();
    const started = await checkout();
    expect(
      await provider.testCheckout.pay(started.id, { number: '4242', expiry: '13/30', cvc: 'abc' }),
    ).toEqual({
      status: 'invalid',
      errors: {
        number: [expect.any(String)],
        expiry: [expect.any(String)],
        cvc: [expect.any(String)],
      },
    });
    expect(memory.outbox).toEqual([]);
  });

  it('makes one subscription however often the same checkout is paid', async () => {
    const { provider, checkout, card, memory } = setUp();
    const started = await checkout();
    for (let i = 0; i < 10; i++) await provider.testCheckout.pay(started.id, card);
    expect(memory.subscriptions.size).toBe(1);
    expect(memory.outbox.filter((e) => e.type === 'checkout.session.completed')).toHaveLength(1);
  });

  it('cancels at period end and resumes, announcing each change', async () => {
    const test = setUp();
    const id = await paid(test);
    test.delivered();
    const cancelled = await test.provider.cancelAtPeriodEnd(id);
    expect(cancelled).toMatchObject({
      id,
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodStart: new Date('2031-01-31T10:00:00Z'),
      currentPeriodEnd: new Date('2031-02-28T10:00:00Z'),
    });
    expect(test.delivered()).toMatchObject([
      { type: 'customer.subscription.updated', subscription: { id, cancelAtPeriodEnd: true } },
    ]);
    expect((await test.provider.resume(id)).cancelAtPeriodEnd).toBe(false);
    expect(await problemOf(test.provider.resume('sub_test_missing'))).toBe(404);
  });

  it('adds a course charged for the rest of the period once per key, and removes it', async () => {
    const test = setUp();
    const id = await paid(test);
    test.delivered();
    test.setNow('2031-02-14T10:00:00Z');
    const request = { subscriptionId: id, priceId: 'price_sgd', idempotencyKey: 'add-1' };
    const { itemId } = await test.provider.addItem(request);
    expect(await test.provider.addItem(request)).toEqual({ itemId });
    const [invoice, updated] = test.delivered();
    // 14 of the 28 days left: half of 900.
    expect(invoice).toMatchObject({
      type: 'invoice.paid',
      invoice: { amountPaid: 450, billingReason: 'subscription_update' },
    });
    expect(updated).toMatchObject({ type: 'customer.subscription.updated' });
    await test.provider.removeItem({ subscriptionId: id, itemId });
    expect(test.delivered()).toMatchObject([
      { subscription: { items: [{ priceId: 'price_math' }, { priceId: 'price_science' }] } },
    ]);
  });

  it('renews or fails at the development clock, and ends a cancelled subscription', async () => {
    const test = setUp();
    const id = await paid(test);
    test.delivered();
    const clock = test.provider.testCheckout;
    expect(await clock.advanceClock(new Date('2031-02-28T10:00:00Z'), 'pay')).toBe(1);
    expect(test.delivered()).toMatchObject([
      { type: 'invoice.paid', invoice: { billingReason: 'subscription_cycle', amountPaid: 2500 } },
      { type: 'customer.subscription.updated', subscription: { status: 'active' } },
    ]);
    await clock.advanceClock(new Date('2031-03-31T10:00:00Z'), 'fail');
    expect(test.delivered()).toMatchObject([
      { type: 'invoice.payment_failed', invoice: { subscriptionId: id, amountPaid: 0 } },
      { type: 'customer.subscription.updated', subscription: { status: 'past_due' } },
    ]);
    await clock.advanceClock(new Date('2031-05-01T00:00:00Z'), 'pay');
    expect(test.delivered()).toMatchObject([
      { type: 'customer.subscription.deleted', subscription: { id, status: 'canceled' } },
    ]);
  });

  it('refuses a clock moved to year 9999 with a 422 naming the bound, and renews nothing', async () => {
    const test = setUp();
    await paid(test);
    test.delivered();
    const clock = test.provider.testCheckout;
    const refusal = await clock
      .advanceClock(new Date('9999-12-31T00:00:00Z'), 'pay')
      .catch((error: HttpProblem) => error);
    expect(refusal).toMatchObject({
      status: 422,
      detail: expect.stringContaining(`${CLOCK_AHEAD_MAX_DAYS} days`),
      extra: { errors: { to: [expect.stringContaining(String(CLOCK_AHEAD_MAX_DAYS))] } },
    });
    expect(await problemOf(clock.advanceClock(new Date(Number.NaN), 'pay'))).toBe(422);
    expect(test.delivered()).toEqual([]);
    // As far as the bound: 24 monthly renewals at most, in one call.
    const furthest = new Date(
      Date.parse('2031-01-31T10:00:00Z') + CLOCK_AHEAD_MAX_DAYS * 86_400_000,
    );
    expect(await clock.advanceClock(furthest, 'pay')).toBe(24);
  });

  it('sends an invoice per renewal and the subscription once when the clock jumps months', async () => {
    const test = setUp();
    await paid(test);
    test.delivered();
    const jumped = new Date('2031-04-01T00:00:00Z');
    expect(await test.provider.testCheckout.advanceClock(jumped, 'pay')).toBe(2);
    expect(test.delivered().map((event) => event.type)).toEqual([
      'invoice.paid',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });

  it('gives a parent the same customer every time', async () => {
    const { provider } = setUp();
    const parent = { userId: 7, email: 'p@example.com', name: 'Pat' };
    expect(await provider.ensureCustomer(parent)).toBe('cus_test_7');
    expect(await provider.ensureCustomer(parent)).toBe('cus_test_7');
  });
});
