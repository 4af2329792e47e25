import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Subscription, UserCourse } from '@kyu/core/contract';
import { makeCourse, makeFamily, priceCourse } from '@kyu/test-support/db';
import { startFakeStripe, type FakeStripe } from '@kyu/test-support/fakes/stripe';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/use-test-app';

const WEBHOOK_SECRET = 'whsec_test_kyu_app';

describe('subscriptions on Stripe (the fake Stripe server, Stripe-signed events)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({
      env: {
        STRIPE_SECRET_KEY: fake.apiKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
    });
  });
  afterAll(async () => {
    await t.app.close();
    await fake.close();
  });

  const deliver = (event: object, secret = WEBHOOK_SECRET) => {
    const { payload, header } = fake.sign(event, secret);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      payload,
    });
  };

  it("checks out on Stripe's page, and Stripe's events make the subscription and grant the course", async () => {
    expect(t.app.testCheckout).toBeNull();
    const course = await makeCourse(t.db);
    const unlinked = await makeCourse(t.db, { academicLevelId: course.academicLevelId });
    const prices = await priceCourse(t.db, course.id, { providerPrefix: 'price_stripe' });
    await priceCourse(t.db, unlinked.id);
    const { parent, child } = await makeFamily(t.db, {
      child: { academicLevelId: course.academicLevelId },
    });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: parent.headers, payload });

    // Only prices linked to Stripe's are on sale through Stripe.
    const products = (await call('GET', `/subscription/products?student_id=${child.id}`)).json<
      Product[]
    >();
    expect(products.map((p) => p.id)).toEqual([course.id]);
    expect(products[0]?.price_id).toBe(prices.monthly);

    const res = await call('POST', '/subscription/checkout', {
      app_domain: 'http://kyu.test',
      student_id: child.id,
      price_ids: [prices.monthly],
      checkout_mode: 'monthly',
    });
    expect(res.statusCode).toBe(200);
    const url = res.json<{ checkout_url: string }>().checkout_url;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    const sessionRequest = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sessionRequest.params).toMatchObject({
      success_url: 'http://kyu.test/academy/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://kyu.test/academy/checkout/cancelled',
    });

    const completed = fake.completeCheckout(url.split('/').pop()!);
    const subscriptionId = (completed.data.object as { subscription: string }).subscription;
    const created = fake.event('customer.subscription.created', fake.subscription(subscriptionId)!);
    // A forged event (another secret) first: refused, nothing changes.
    expect((await deliver(created, 'whsec_someone_else')).statusCode).toBe(400);
    for (const event of [created, completed, created]) {
      expect((await deliver(event)).statusCode).toBe(200);
    }

    const subs = (await call('GET', `/subscription?student_id=${child.id}`)).json<Subscription[]>();
    expect(subs).toEqual([
      expect.objectContaining({
        status: 'active',
        course_ids: [course.id],
        checkout_mode: 'monthly',
      }),
    ]);
    const mine = (
      await call('GET', `/courses/user?child_id=${child.id}&has_assigned_course=true`)
    ).json<{ courses: UserCourse[] }>().courses;
    expect(mine.map((c) => c.id)).toEqual([course.id]);

    // Cancel goes to Stripe, and the answer is the subscription as Stripe now has it.
    const cancelled = await call('POST', `/subscription/${subs[0]!.subscription_id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect(fake.subscription(subscriptionId)).toMatchObject({ cancel_at_period_end: true });
  });
});
