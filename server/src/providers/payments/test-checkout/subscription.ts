import { conflict, notFound, refused } from '../../../lib/problem';

// The test checkout's subscriptions, as pure steps over a value the store keeps. Times are in
// seconds, as Stripe counts them. Billing is by the prices' interval (a month or a year) from an
// anchor that keeps its day of the month: bought on 31 January, renewed on 28 (or 29) February,
// then on 31 March, as Stripe does; yearly, 29 February renews on 28 February.

/** How often a subscription bills: every price in one subscription shares it, as on Stripe. */
export type BillingInterval = 'month' | 'year';
const MONTHS: Record<BillingInterval, number> = { month: 1, year: 12 };

export interface TestSubscriptionItem {
  id: string;
  priceId: string;
  /** In the currency's minor unit, per period (a month or a year). */
  unitAmount: number;
}

export interface TestSubscription {
  id: string;
  customerId: string;
  status: 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  /** When it was bought: the first period starts here, and every renewal keeps its day. */
  anchor: number;
  /** How many periods have begun since the first, 0 in the first. */
  cycle: number;
  items: TestSubscriptionItem[];
  currency: string;
  /** Absent in a subscription kept before yearly billing: monthly. */
  interval?: BillingInterval;
  /** When it ended; null while it runs. */
  endedAt: number | null;
  metadata: Record<string, string>;
}

/** What happened at a period's end. */
export interface RenewalStep {
  kind: 'renewed' | 'renewal_failed' | 'ended';
  at: number;
  amount: number;
}

/** `months` months after `seconds`, on the same day or the month's last when it is shorter. */
export function addMonths(seconds: number, months: number) {
  const date = new Date(seconds * 1000);
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

const monthsPerPeriod = (s: TestSubscription) => MONTHS[s.interval ?? 'month'];
export const periodStart = (s: TestSubscription) =>
  addMonths(s.anchor, s.cycle * monthsPerPeriod(s));
export const periodEnd = (s: TestSubscription) =>
  addMonths(s.anchor, (s.cycle + 1) * monthsPerPeriod(s));
/** What one period costs, all items together. */
export const periodAmount = (s: TestSubscription) =>
  s.items.reduce((sum, item) => sum + item.unitAmount, 0);

export function startSubscription(start: {
  id: string;
  customerId: string;
  items: TestSubscriptionItem[];
  currency: string;
  interval: BillingInterval;
  now: number;
  metadata: Record<string, string>;
}): TestSubscription {
  const { now, ...rest } = start;
  return {
    ...rest,
    status: 'active',
    cancelAtPeriodEnd: false,
    anchor: now,
    cycle: 0,
    endedAt: null,
  };
}

function running(subscription: TestSubscription) {
  if (subscription.status === 'canceled') {
    throw conflict('This subscription has ended; start a new one at checkout.');
  }
  return subscription;
}

export const cancelAtPeriodEnd = (subscription: TestSubscription): TestSubscription => ({
  ...running(subscription),
  cancelAtPeriodEnd: true,
});

export const resume = (subscription: TestSubscription): TestSubscription => ({
  ...running(subscription),
  cancelAtPeriodEnd: false,
});

/**
 * Adds a course for the rest of the period, charged at once in proportion to the time left
 * (to the second, as Stripe prorates). The charge is the caller's to take before it keeps this.
 */
export function addItem(subscription: TestSubscription, item: TestSubscriptionItem, now: number) {
  running(subscription);
  if (subscription.items.some((existing) => existing.priceId === item.priceId)) {
    throw conflict('This course is already in the subscription.');
  }
  const start = periodStart(subscription);
  const end = periodEnd(subscription);
  const left = Math.min(Math.max(end - now, 0), end - start);
  return {
    subscription: { ...subscription, items: [...subscription.items, item] },
    charge: Math.round((item.unitAmount * left) / (end - start)),
  };
}

export function removeItem(subscription: TestSubscription, itemId: string): TestSubscription {
  running(subscription);
  if (!subscription.items.some((item) => item.id === itemId)) {
    throw notFound('This course is not in the subscription.');
  }
  if (subscription.items.length === 1) {
    throw refused('A subscription keeps at least one course; cancel it instead.', 'last-item');
  }
  return { ...subscription, items: subscription.items.filter((item) => item.id !== itemId) };
}

/**
 * Every period end up to `now`: a subscription cancelled at period end ends; one whose last
 * renewal failed ends at the next (the test checkout does not retry); any other renews, paid
 * or failed as `renewal` says, which is how the development clock lets both be tried.
 */
export function advance(subscription: TestSubscription, now: number, renewal: 'pay' | 'fail') {
  let current = subscription;
  const steps: RenewalStep[] = [];
  while (current.status !== 'canceled' && periodEnd(current) <= now) {
    const at = periodEnd(current);
    if (current.cancelAtPeriodEnd || current.status === 'past_due') {
      current = { ...current, status: 'canceled', endedAt: at };
      steps.push({ kind: 'ended', at, amount: 0 });
    } else {
      const paid = renewal === 'pay';
      current = { ...current, cycle: current.cycle + 1, status: paid ? 'active' : 'past_due' };
      steps.push({ kind: paid ? 'renewed' : 'renewal_failed', at, amount: periodAmount(current) });
    }
  }
  return { subscription: current, steps };
}
