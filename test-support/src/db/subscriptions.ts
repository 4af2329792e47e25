import { tables, type Db } from '@kyu/server/testing';
import { unique } from '../unique';

const { subscriptions, subscriptionItems, testCheckoutSubscriptions } = tables;

const MONTH_SECONDS = 30 * 24 * 60 * 60;

/**
 * An active monthly subscription on the test checkout, as a paid checkout and its webhook leave
 * it: Kyu's rows and the test checkout's own, so cancel, resume, add and remove work on it.
 * Access is not granted: grant it with the courses service when a test needs it.
 */
export async function makePaidSubscription(
  db: Db,
  opts: { learnerId: number; payerId: number; items: { courseId: number; priceId: string }[] },
) {
  const key = unique();
  const providerId = `sub_test_made_${key}`;
  const customerId = `cus_test_${opts.payerId}`;
  const anchor = Math.floor(Date.now() / 1000);
  const items = opts.items.map((item, i) => ({ ...item, itemId: `si_test_made_${key}_${i}` }));
  await db.insert(testCheckoutSubscriptions).values({
    id: providerId,
    subscription: {
      id: providerId,
      customerId,
      status: 'active',
      cancelAtPeriodEnd: false,
      anchor,
      cycle: 0,
      items: items.map((item) => ({ id: item.itemId, priceId: item.priceId, unitAmount: 999 })),
      currency: 'gbp',
      interval: 'month',
      endedAt: null,
      metadata: {},
    },
    dueAt: anchor + MONTH_SECONDS,
  });
  const [row] = await db
    .insert(subscriptions)
    .values({
      learnerId: opts.learnerId,
      payerId: opts.payerId,
      providerSubscriptionId: providerId,
      providerCustomerId: customerId,
      status: 'active',
      checkoutMode: 'monthly',
      currentPeriodStart: new Date(anchor * 1000),
      currentPeriodEnd: new Date((anchor + MONTH_SECONDS) * 1000),
    })
    .returning();
  await db.insert(subscriptionItems).values(
    items.map((item) => ({
      subscriptionId: row!.id,
      courseId: item.courseId,
      providerPriceId: item.priceId,
      providerItemId: item.itemId,
    })),
  );
  return row!;
}
