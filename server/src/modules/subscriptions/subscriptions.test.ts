import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Subscription, UserCourse } from '@kyu/core/contract';
import {
  makeCourse,
  makeFamily,
  makePaidSubscription,
  makeSchool,
  priceCourse,
  signedIn,
} from '@kyu/test-support/db';
import { courseAccess, subscriptions } from '../../db/schema';
import { eventOf, subscriptionObject } from '../../providers/payments/test-checkout/events';
import { useTestApp, type TestApp } from '../../test/use-test-app';

const PAYS = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const DECLINED = { ...PAYS, number: '4000 0000 0000 0002' };
const NO_FUNDS = { ...PAYS, number: '4000 0000 0000 9995' };

/** Waits for what the queued webhook deliveries (polled every half second) bring about. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A parent, their child, and two courses on sale at the child's level. */
async function family(t: TestApp) {
  const maths = await makeCourse(t.db);
  const science = await makeCourse(t.db, { academicLevelId: maths.academicLevelId });
  const { parent, child } = await makeFamily(t.db, {
    child: { academicLevelId: maths.academicLevelId },
  });
  const prices = {
    maths: await priceCourse(t.db, maths.id),
    science: await priceCourse(t.db, science.id),
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: parent.headers, payload });
  const subscriptionsNow = async () =>
    (await call('GET', `/subscription?student_id=${child.id}`)).json<Subscription[]>();
  const hasCourse = async (courseId: number) => {
    const res = await call('GET', `/courses/user?child_id=${child.id}&has_assigned_course=true`);
    return res.json<{ courses: UserCourse[] }>().courses.some((c) => c.id === courseId);
  };
  const checkout = (priceIds: string[], extra: object = {}) =>
    call('POST', '/subscription/checkout', {
      app_domain: 'http://kyu.test',
      student_id: child.id,
      price_ids: priceIds,
      checkout_mode: 'monthly',
      ...extra,
    });
  /** Opens a checkout and pays it with `card`; answers what the payment page would. */
  const buy = async (priceIds: string[], card = PAYS) => {
    const res = await checkout(priceIds);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ checkout_url: string }>().checkout_url);
    const sessionId = url.pathname.split('/').pop()!;
    return t.app.testCheckout!.pay(sessionId, card);
  };
  /** Buys maths and waits for the webhook to make the subscription active. */
  const subscribed = async () => {
    await buy([prices.maths.monthly]);
    const [sub] = await eventually(subscriptionsNow, (s) => s[0]?.status === 'active');
    expect(sub).toBeDefined();
    return sub!;
  };
  return {
    maths,
    science,
    parent,
    child,
    prices,
    call,
    subscriptionsNow,
    hasCourse,
    checkout,
    buy,
    subscribed,
  };
}

describe('subscriptions through the test checkout', () => {
  const t = useTestApp();

  it('pays with 4242: the webhook makes one active subscription, grants the course and mails a receipt', async () => {
    const f = await family(t);
    expect(await f.hasCourse(f.maths.id)).toBe(false);
    const paid = await f.buy([f.prices.maths.monthly]);
    expect(paid).toMatchObject({ status: 'paid' });
    expect((paid as { redirect: string }).redirect).toMatch(
      /^http:\/\/kyu\.test\/academy\/checkout\/success\?session_id=cs_test_/,
    );
    // Access begins only when the event arrives.
    const [sub] = await eventually(f.subscriptionsNow, (s) => s[0]?.status === 'active');
    expect(sub).toMatchObject({
      student_id: f.child.id,
      course_ids: [f.maths.id],
      cancel_at_period_end: false,
      checkout_mode: 'monthly',
    });
    expect(await f.hasCourse(f.maths.id)).toBe(true);
    const receipt = await eventually(
      async () => t.mailer.sent.find((m) => m.to === f.parent.user.email),
      Boolean,
    );
    expect(receipt?.subject).toMatch(/receipt/i);
    expect(receipt?.text).toContain('£9.99');
  });

  it('keeps nothing and grants nothing for a declined card or one without funds', async () => {
    const f = await family(t);
    for (const card of [DECLINED, NO_FUNDS]) {
      expect(await f.buy([f.prices.maths.monthly], card)).toMatchObject({ status: 'declined' });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await f.subscriptionsNow()).toEqual([]);
    expect(await f.hasCourse(f.maths.id)).toBe(false);
  });

  it('makes one subscription of a webhook event replayed ten times, at once and one after another', async () => {
    const f = await family(t);
    const res = await f.checkout([f.prices.maths.monthly]);
    const sessionId = new URL(res.json<{ checkout_url: string }>().checkout_url).pathname
      .split('/')
      .pop()!;
    const session = (await t.app.testCheckout!.session(sessionId))!;
    const now = Math.floor(Date.now() / 1000);
    const event = eventOf(
      'customer.subscription.created',
      subscriptionObject({
        id: `sub_replayed_${f.child.id}`,
        customerId: session.customerId,
        status: 'active',
        cancelAtPeriodEnd: false,
        anchor: now,
        cycle: 0,
        items: [
          { id: `si_replayed_${f.child.id}`, priceId: f.prices.maths.monthly, unitAmount: 999 },
        ],
        currency: 'gbp',
        endedAt: null,
        metadata: session.metadata,
      }),
      { id: `evt_replayed_${f.child.id}`, created: now },
    );
    const payload = JSON.stringify(event);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/subscription/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': t.app.testCheckout!.sign(payload),
        },
        payload,
      });
    const answers = [
      ...(await Promise.all(Array.from({ length: 5 }, post))),
      ...[await post(), await post(), await post(), await post(), await post()],
    ];
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const made = await t.db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.learnerId, f.child.id));
    expect(made).toEqual([{ n: 1 }]);
    const grants = await t.db
      .select()
      .from(courseAccess)
      .where(eq(courseAccess.userId, f.child.id));
    expect(grants).toHaveLength(1);
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const f = await family(t);
    const payload = JSON.stringify({ id: 'evt_forged', type: 'customer.subscription.created' });
    for (const signature of [
      undefined,
      't=1,v1=' + '0'.repeat(64),
      t.app.testCheckout!.sign('{}'),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/subscription/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect(await f.subscriptionsNow()).toEqual([]);
  });

  it('cancels at period end: the course stays until then, then the subscription and access end', async () => {
    const f = await family(t);
    const sub = await f.subscribed();
    const cancelled = await f.call('POST', `/subscription/${sub.subscription_id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect(await f.hasCourse(f.maths.id)).toBe(true);
    const afterEnd = new Date(Date.parse(sub.current_period_end) + 60_000);
    await t.app.testCheckout!.advanceClock(afterEnd, 'pay');
    const [ended] = await eventually(f.subscriptionsNow, (s) => s[0]?.status === 'canceled');
    expect(ended?.status).toBe('canceled');
    expect(await f.hasCourse(f.maths.id)).toBe(false);
  });

  it('resumes a cancelled subscription while its period lasts', async () => {
    const f = await family(t);
    const sub = await f.subscribed();
    await f.call('POST', `/subscription/${sub.subscription_id}/cancel`);
    const resumed = await f.call('POST', `/subscription/${sub.subscription_id}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ cancel_at_period_end: false, status: 'active' });
  });

  it("keeps a resume when the cancel's event arrives after it, late and out of order", async () => {
    const f = await family(t);
    const sub = await f.subscribed();
    await f.call('POST', `/subscription/${sub.subscription_id}/cancel`);
    await f.call('POST', `/subscription/${sub.subscription_id}/resume`);
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.subscription_id));
    // The state the cancel made, as its event tells it, from a second before the resume.
    const late = eventOf(
      'customer.subscription.updated',
      subscriptionObject({
        id: row!.providerSubscriptionId,
        customerId: row!.providerCustomerId,
        status: 'active',
        cancelAtPeriodEnd: true,
        anchor: Math.floor(Date.parse(sub.current_period_end) / 1000) - 31 * 86_400,
        cycle: 0,
        items: [{ id: 'si_late', priceId: f.prices.maths.monthly, unitAmount: 999 }],
        currency: 'gbp',
        endedAt: null,
        metadata: {},
      }),
      { id: `evt_late_${f.child.id}`, created: Math.floor(row!.stateAt.getTime() / 1000) - 1 },
    );
    const payload = JSON.stringify(late);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': t.app.testCheckout!.sign(payload),
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(await f.subscriptionsNow()).toMatchObject([{ cancel_at_period_end: false }]);
    expect(await f.hasCourse(f.maths.id)).toBe(true);
  });

  it('adds a course (granted once the charge is confirmed) and takes it out again', async () => {
    const f = await family(t);
    const sub = await f.subscribed();
    const added = await f.call(
      'POST',
      `/subscription/${sub.subscription_id}/products/${f.science.id}`,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json<Subscription>().course_ids.sort()).toEqual([f.maths.id, f.science.id].sort());
    expect(await eventually(() => f.hasCourse(f.science.id), Boolean)).toBe(true);
    const again = await f.call(
      'POST',
      `/subscription/${sub.subscription_id}/products/${f.science.id}`,
    );
    expect(again.statusCode).toBe(409);
    const removed = await f.call(
      'DELETE',
      `/subscription/${sub.subscription_id}/products/${f.science.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Subscription>().course_ids).toEqual([f.maths.id]);
    const last = await f.call(
      'DELETE',
      `/subscription/${sub.subscription_id}/products/${f.maths.id}`,
    );
    expect(last.statusCode).toBe(422);
  });

  it('mails the parent when a renewal fails, and leaves the subscription past due', async () => {
    const f = await family(t);
    const sub = await f.subscribed();
    const renewal = new Date(Date.parse(sub.current_period_end) + 60_000);
    await t.app.testCheckout!.advanceClock(renewal, 'fail');
    const [due] = await eventually(f.subscriptionsNow, (s) => s[0]?.status === 'past_due');
    expect(due?.status).toBe('past_due');
    const mail = await eventually(
      async () =>
        t.mailer.sent.find(
          (m) => m.to === f.parent.user.email && /did not go through/.test(m.subject),
        ),
      Boolean,
    );
    expect(mail).toBeDefined();
  });

  it("refuses another parent's child (403) and a course the child already has (409)", async () => {
    const f = await family(t);
    const stranger = await signedIn(t.db, { userRoleId: 6 });
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: stranger.headers, payload });
    expect((await as('GET', `/subscription/products?student_id=${f.child.id}`)).statusCode).toBe(
      403,
    );
    expect((await as('GET', `/subscription?student_id=${f.child.id}`)).statusCode).toBe(403);
    const theirs = await as('POST', '/subscription/checkout', {
      app_domain: 'http://kyu.test',
      student_id: f.child.id,
      price_ids: [f.prices.maths.monthly],
      checkout_mode: 'monthly',
    });
    expect(theirs.statusCode).toBe(403);
    const sub = await f.subscribed();
    expect((await as('POST', `/subscription/${sub.subscription_id}/cancel`)).statusCode).toBe(403);
    const owned = await f.checkout([f.prices.maths.monthly]);
    expect(owned.statusCode).toBe(409);
    expect(owned.json().errors).toHaveProperty('course_id');
  });

  it('refuses a checkout returning to a foreign site, or mixing monthly and yearly prices', async () => {
    const f = await family(t);
    const foreign = await f.checkout([f.prices.maths.monthly], {
      app_domain: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(400);
    const mixed = await f.checkout([f.prices.maths.monthly, f.prices.science.yearly!]);
    expect(mixed.statusCode).toBe(400);
    expect(await f.subscriptionsNow()).toEqual([]);
  });

  it('lists the products on sale to the child with both prices', async () => {
    const f = await family(t);
    const res = await f.call('GET', `/subscription/products?student_id=${f.child.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        id: f.maths.id,
        price_id: f.prices.maths.monthly,
        annual_price_id: f.prices.maths.yearly,
        currency: 'gbp',
        monthly_amount: 999,
        annual_amount: 9990,
      }),
    );
  });
});

describe('subscriptions in the admin console', () => {
  const t = useTestApp();

  /** A school with a family whose child has a paid subscription. */
  async function schoolWithSubscription(domainName: string) {
    const school = await makeSchool(t.db, { domainName });
    const course = await makeCourse(t.db);
    const prices = await priceCourse(t.db, course.id);
    const { parent, child } = await makeFamily(t.db, { schoolId: school.id });
    const sub = await makePaidSubscription(t.db, {
      learnerId: child.id,
      payerId: parent.user.id,
      items: [{ courseId: course.id, priceId: prices.monthly }],
    });
    return { school, child, sub, course };
  }
  const list = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ url: `/api/v1/admin/subscriptions${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ id: number; school_id: number | null; course_ids: number[] }[]>();
  };

  it("shows a school admin their school's subscriptions only, and a super admin every school's", async () => {
    const oak = await schoolWithSubscription('oak-subs.example');
    const elm = await schoolWithSubscription('elm-subs.example');
    const oakAdmin = await signedIn(t.db, { userRoleId: 3, schoolId: oak.school.id });
    const superAdmin = await signedIn(t.db, { userRoleId: 3, schoolId: null });
    const seenByOak = await list(oakAdmin.headers);
    expect(seenByOak.map((s) => s.id)).toEqual([oak.sub.id]);
    expect(seenByOak[0]).toMatchObject({ school_id: oak.school.id, course_ids: [oak.course.id] });
    // Naming another school's id changes nothing for a school admin.
    const filter = encodeURIComponent(JSON.stringify({ school_id: elm.school.id }));
    expect(await list(oakAdmin.headers, `?filter=${filter}`)).toEqual([]);
    const all = (await list(superAdmin.headers)).map((s) => s.id);
    expect(all).toEqual(expect.arrayContaining([oak.sub.id, elm.sub.id]));
    expect((await list(superAdmin.headers, `?filter=${filter}`)).map((s) => s.id)).toEqual([
      elm.sub.id,
    ]);
  });

  it('filters by status, and refuses parents', async () => {
    const oak = await schoolWithSubscription('ash-subs.example');
    const superAdmin = await signedIn(t.db, { userRoleId: 3, schoolId: null });
    const active = encodeURIComponent(
      JSON.stringify({ status: 'active', school_id: oak.school.id }),
    );
    expect((await list(superAdmin.headers, `?filter=${active}`)).map((s) => s.id)).toEqual([
      oak.sub.id,
    ]);
    const ended = encodeURIComponent(
      JSON.stringify({ status: 'canceled', school_id: oak.school.id }),
    );
    expect(await list(superAdmin.headers, `?filter=${ended}`)).toEqual([]);
    const parent = await signedIn(t.db, { userRoleId: 6 });
    const res = await t.app.inject({ url: '/api/v1/admin/subscriptions', headers: parent.headers });
    expect(res.statusCode).toBe(403);
  });
});
