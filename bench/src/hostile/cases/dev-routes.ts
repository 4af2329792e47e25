/**
 * Issue item 7: the development routes (outside production only), called anonymously, and the
 * test checkout's clock sent to year 9999 over a subscription bought for the case.
 */
import { hostileCase, WANTS } from '../case';
import { json, type Kyu } from '../kyu';

interface Product {
  price_id: string;
  course: { id: number };
}

/** The parent buys the student a course they lack, monthly, on Kyu's test checkout. */
async function subscribe(kyu: Kyu) {
  const student = kyu.id('student');
  const owned = json<{ course_ids: number[] }[]>(
    await kyu.call('GET', `/subscription?student_id=${student}`, { as: 'parent' }),
  ).flatMap((s) => s.course_ids);
  const products = json<Product[]>(
    await kyu.call('GET', `/subscription/products?student_id=${student}`, { as: 'parent' }),
  );
  const product = products.find((p) => !owned.includes(p.course.id));
  if (!product) throw new Error('the student already has every course on sale');
  const { checkout_url } = json<{ checkout_url: string }>(
    await kyu.call('POST', '/subscription/checkout', {
      as: 'parent',
      json: {
        // Kyu's own site, as the server names itself (PUBLIC_URL's default, on its port).
        app_domain: `http://localhost:${new URL(kyu.origin).port}`,
        student_id: student,
        price_ids: [product.price_id],
        checkout_mode: 'monthly',
      },
    }),
  );
  const paid = await kyu.call('POST', new URL(checkout_url).pathname, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.from('number=4242424242424242&expiry=12%2F34&cvc=123&name=Pat+Parent'),
  });
  if (paid.status !== 303) throw new Error(`paying answered ${paid.status}`);
  // The webhook the test checkout sends makes the subscription, a moment after.
  for (let i = 0; i < 100; i++) {
    const subscriptions = json<{ course_ids: number[] }[]>(
      await kyu.call('GET', `/subscription?student_id=${student}`, { as: 'parent' }),
    );
    if (subscriptions.some((s) => s.course_ids.includes(product.course.id))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the subscription did not appear');
}

const clock = (when: string, to: () => string, asAdmin: boolean) =>
  hostileCase({
    item: '7',
    name: `POST /dev/test-checkout/advance-clock ${when}, ${asAdmin ? 'as the admin' : 'anonymously'}`,
    mode: 'development',
    wants: asAdmin ? WANTS.answered : WANTS.refused,
    prepare: subscribe,
    hostile: async (kyu: Kyu, _: void, signal: AbortSignal) => {
      const answer = await kyu.call('POST', '/api/v1/dev/test-checkout/advance-clock', {
        as: asAdmin ? 'admin' : undefined,
        json: { to: to(), renewal: 'pay' },
        signal,
      });
      const steps = answer.status === 200 ? json<{ steps: number }>(answer).steps : null;
      return { answers: [answer], note: steps === null ? undefined : `renewals made: ${steps}` };
    },
  });

/** Forty days on: one renewal of a monthly subscription. */
const fortyDaysOn = () => new Date(Date.now() + 40 * 86_400_000).toISOString();

export const devRouteCases = [
  clock('by 40 days', fortyDaysOn, false),
  clock('to year 9999', () => '9999-12-31T00:00:00.000Z', true),
  hostileCase({
    item: '7',
    name: 'POST /dev/leagues/advance-clock by 366 days, anonymously',
    mode: 'development',
    wants: WANTS.refused,
    hostile: async (kyu: Kyu, _: unknown, signal: AbortSignal) => ({
      answers: [
        await kyu.call('POST', '/api/v1/dev/leagues/advance-clock', {
          json: { days: 366 },
          signal,
        }),
      ],
    }),
  }),
];
