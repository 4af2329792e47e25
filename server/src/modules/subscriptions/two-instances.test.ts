import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '@kyu/core/contract';
import { makeCourse, makeFamily, priceCourse } from '@kyu/test-support/db';
import type { Db } from '../../db/client';
import { buildTwoInstances } from '../../test/two-instances';

describe('the test checkout on two instances of one database', () => {
  let two: Awaited<ReturnType<typeof buildTwoInstances>>;
  beforeAll(async () => {
    two = await buildTwoInstances();
  });
  afterAll(() => two.close());

  it('signs alike on both (one secret, kept in the database), so either delivers what the other sent', async () => {
    const payload = JSON.stringify({
      id: 'evt_shared',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: {} },
    });
    const read = two.b.payments.verifyWebhook(payload, two.a.testCheckout!.sign(payload));
    expect(read).toMatchObject({ id: 'evt_shared', type: 'ignored' });

    const db = two.a.db as Db;
    const course = await makeCourse(db);
    const prices = await priceCourse(db, course.id);
    const { parent, child } = await makeFamily(db, {
      child: { academicLevelId: course.academicLevelId },
    });
    const res = await two.a.inject({
      method: 'POST',
      url: '/api/v1/subscription/checkout',
      headers: parent.headers,
      payload: {
        app_domain: 'http://kyu.test',
        student_id: child.id,
        price_ids: [prices.monthly],
        checkout_mode: 'monthly',
      },
    });
    const sessionId = res.json<{ checkout_url: string }>().checkout_url.split('/').pop()!;
    // Paid on the second instance; the first answers once either has delivered the events.
    await two.b.testCheckout!.pay(sessionId, {
      number: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    const list = async () =>
      (
        await two.a.inject({
          url: `/api/v1/subscription?student_id=${child.id}`,
          headers: parent.headers,
        })
      ).json<Subscription[]>();
    const end = Date.now() + 20_000;
    let now = await list();
    while (now[0]?.status !== 'active' && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      now = await list();
    }
    expect(now).toEqual([expect.objectContaining({ status: 'active', course_ids: [course.id] })]);
  });
});
