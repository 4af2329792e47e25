import { describe, expect, it } from 'vitest';
import type { Subscription } from '@kyu/core/contract';
import { makeCourse, makeFamily, makeSchool, priceCourse, signedIn } from '@kyu/test-support/db';
import { buildTestApp } from '../test/build-test-app';
import { useTestApp, type TestApp } from '../test/use-test-app';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** A parent's open checkout of one course, and how to read the child's subscriptions. */
async function openCheckout(t: TestApp, appDomain = 'http://kyu.test') {
  const course = await makeCourse(t.db, { name: 'Fractions & <Friends>' });
  const { parent, child } = await makeFamily(t.db, {
    child: { academicLevelId: course.academicLevelId },
  });
  const prices = await priceCourse(t.db, course.id, { month: 1250 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscription/checkout',
    headers: parent.headers,
    payload: {
      app_domain: appDomain,
      student_id: child.id,
      price_ids: [prices.monthly],
      checkout_mode: 'monthly',
    },
  });
  const path = new URL(res.json<{ checkout_url: string }>().checkout_url).pathname;
  const subscriptions = async () =>
    (
      await t.app.inject({
        url: `/api/v1/subscription?student_id=${child.id}`,
        headers: parent.headers,
      })
    ).json<Subscription[]>();
  return { path, subscriptions };
}

describe('the test checkout page', () => {
  const t = useTestApp();

  it('shows the banner, the amount, the courses and a labelled card form, with no script', async () => {
    const { path } = await openCheckout(t);
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('TEST CHECKOUT — no real money moves; use 4242 4242 4242 4242');
    expect(res.body).toContain('£12.50');
    expect(res.body).toContain('Fractions &amp; &lt;Friends&gt;');
    for (const id of ['card-number', 'card-expiry', 'card-cvc', 'card-name']) {
      expect(res.body).toContain(`<label for="${id}">`);
    }
    expect(res.body).not.toMatch(/<script/i);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('answers invalid fields with 400 and a declined card with 422, keeping nothing', async () => {
    const { path, subscriptions } = await openCheckout(t);
    const invalid = await t.app.inject({
      method: 'POST',
      url: path,
      ...form({ number: '4242 4242 4242 4241', expiry: '13/40', cvc: '1', name: 'Ada' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('not valid');
    expect(invalid.body).toContain('aria-invalid="true"');
    for (const number of ['4000 0000 0000 0002', '4000 0000 0000 9995']) {
      const declined = await t.app.inject({
        method: 'POST',
        url: path,
        ...form({ number, expiry: '12/40', cvc: '123', name: 'Ada' }),
      });
      expect(declined.statusCode).toBe(422);
      expect(declined.body).toContain('Nothing was charged.');
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await subscriptions()).toEqual([]);
  });

  it('pays with 4242 and sends the parent to the success page; the webhook then makes the subscription', async () => {
    const { path, subscriptions } = await openCheckout(t);
    const paid = await t.app.inject({
      method: 'POST',
      url: path,
      ...form({ number: '4242424242424242', expiry: '12/40', cvc: '123', name: 'Ada' }),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(
      /^http:\/\/kyu\.test\/academy\/checkout\/success\?session_id=cs_test_/,
    );
    const end = Date.now() + 15_000;
    let now = await subscriptions();
    while (now[0]?.status !== 'active' && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      now = await subscriptions();
    }
    expect(now).toHaveLength(1);
    expect(now[0]?.status).toBe('active');
    // The back button: paid already, on to the success page again.
    expect((await t.app.inject({ url: path })).statusCode).toBe(303);
  });

  it('answers an unknown checkout with 404', async () => {
    const res = await t.app.inject({ url: '/test-checkout/cs_test_nothing' });
    expect(res.statusCode).toBe(404);
  });

  const advance = (to: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/test-checkout/advance-clock',
      headers,
      payload: { to, renewal: 'pay' },
    });

  it("moves the clock outside production for Kyu's administrator", async () => {
    const admin = await signedIn(t.db, { userRoleId: 3, schoolId: null });
    const res = await advance(new Date().toISOString(), admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ steps: expect.any(Number) });
  });

  it("refuses to move the clock for anyone else, a school's admin included", async () => {
    const now = new Date().toISOString();
    expect((await advance(now)).statusCode).toBe(401);
    const school = await makeSchool(t.db);
    for (const [userRoleId, schoolId] of [
      [6, null],
      [1, school.id],
      [3, school.id],
    ] as const) {
      const { headers } = await signedIn(t.db, { userRoleId, schoolId });
      const res = await advance(now, headers);
      expect(res.statusCode, `role ${userRoleId}`).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('refuses a clock moved to year 9999 with a 422 problem naming the bound', async () => {
    const admin = await signedIn(t.db, { userRoleId: 3, schoolId: null });
    const res = await advance('9999-12-31T00:00:00Z', admin.headers);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toContain('731 days');
    expect(res.json().errors).toHaveProperty('to');
  });
});

describe('the test checkout clock in production', () => {
  it('does not exist', async () => {
    const { app } = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/dev/test-checkout/advance-clock',
        payload: { to: new Date().toISOString(), renewal: 'pay' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
