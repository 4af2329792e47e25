import { describe, expect, it } from 'vitest';
import type { HttpProblem } from '../../../lib/problem';
import {
  addItem,
  addMonths,
  advance,
  cancelAtPeriodEnd,
  periodEnd,
  periodStart,
  removeItem,
  resume,
  startSubscription,
} from './subscription';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const math = { id: 'si_math', priceId: 'price_math', unitAmount: 1500 };
const science = { id: 'si_science', priceId: 'price_science', unitAmount: 1000 };
const bought = (when = '2031-01-31T10:00:00Z', items = [math]) =>
  startSubscription({
    id: 'sub_1',
    customerId: 'cus_1',
    items,
    currency: 'usd',
    interval: 'month',
    now: at(when),
    metadata: { child_id: '12' },
  });
const statusOf = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (error) {
    return (error as HttpProblem).status;
  }
};

describe('test checkout subscriptions', () => {
  it('runs the first period from the purchase to the same day next month', () => {
    const subscription = bought('2031-03-15T10:00:00Z');
    expect(subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(iso(periodStart(subscription))).toBe('2031-03-15T10:00:00.000Z');
    expect(iso(periodEnd(subscription))).toBe('2031-04-15T10:00:00.000Z');
  });

  it('bills a yearly subscription once a year, the whole year at each renewal', () => {
    const yearly = {
      ...bought('2032-02-29T10:00:00Z', [math, science]),
      interval: 'year' as const,
    };
    expect(iso(periodEnd(yearly))).toBe('2033-02-28T10:00:00.000Z');
    const { subscription, steps } = advance(yearly, at('2034-03-01T00:00:00Z'), 'pay');
    expect(steps).toEqual([
      { kind: 'renewed', at: at('2033-02-28T10:00:00Z'), amount: 2500 },
      { kind: 'renewed', at: at('2034-02-28T10:00:00Z'), amount: 2500 },
    ]);
    expect(iso(periodEnd(subscription))).toBe('2035-02-28T10:00:00.000Z');
  });

  it('keeps the purchase day through short months: 31 January, 28 February, 31 March', () => {
    const start = at('2031-01-31T10:00:00Z');
    expect([1, 2, 3].map((months) => iso(addMonths(start, months)))).toEqual([
      '2031-02-28T10:00:00.000Z',
      '2031-03-31T10:00:00.000Z',
      '2031-04-30T10:00:00.000Z',
    ]);
    expect(iso(addMonths(at('2032-01-31T00:00:00Z'), 1))).toBe('2032-02-29T00:00:00.000Z');
    expect(iso(addMonths(at('2031-12-15T00:00:00Z'), 1))).toBe('2032-01-15T00:00:00.000Z');
  });

  it('renews at each period end up to now, charging every course each time', () => {
    const { subscription, steps } = advance(bought(), at('2031-04-01T00:00:00Z'), 'pay');
    expect(steps).toEqual([
      { kind: 'renewed', at: at('2031-02-28T10:00:00Z'), amount: 1500 },
      { kind: 'renewed', at: at('2031-03-31T10:00:00Z'), amount: 1500 },
    ]);
    expect(subscription.status).toBe('active');
    expect(iso(periodEnd(subscription))).toBe('2031-04-30T10:00:00.000Z');
  });

  it('does nothing before the period ends', () => {
    const subscription = bought();
    expect(advance(subscription, periodEnd(subscription) - 1, 'pay')).toEqual({
      subscription,
      steps: [],
    });
  });

  it('moves to past due on a failed renewal, and ends at the next period end unpaid', () => {
    const failed = advance(bought(), at('2031-03-01T00:00:00Z'), 'fail');
    expect(failed.steps).toEqual([
      { kind: 'renewal_failed', at: at('2031-02-28T10:00:00Z'), amount: 1500 },
    ]);
    expect(failed.subscription.status).toBe('past_due');
    const ended = advance(failed.subscription, at('2031-04-01T00:00:00Z'), 'pay');
    expect(ended.steps).toEqual([{ kind: 'ended', at: at('2031-03-31T10:00:00Z'), amount: 0 }]);
    expect(ended.subscription).toMatchObject({
      status: 'canceled',
      endedAt: at('2031-03-31T10:00:00Z'),
    });
  });

  it('ends a subscription cancelled at period end when the period ends, charging nothing', () => {
    const cancelled = cancelAtPeriodEnd(bought());
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const { subscription, steps } = advance(cancelled, at('2031-12-31T00:00:00Z'), 'pay');
    expect(steps).toEqual([{ kind: 'ended', at: at('2031-02-28T10:00:00Z'), amount: 0 }]);
    expect(subscription.status).toBe('canceled');
  });

  it('renews again once resumed before the period ends', () => {
    const resumed = resume(cancelAtPeriodEnd(bought()));
    expect(resumed.cancelAtPeriodEnd).toBe(false);
    expect(advance(resumed, at('2031-03-01T00:00:00Z'), 'pay').steps[0]?.kind).toBe('renewed');
  });

  it('refuses to cancel, resume or change a subscription that has ended', () => {
    const ended = advance(cancelAtPeriodEnd(bought()), at('2031-03-01T00:00:00Z'), 'pay');
    expect(statusOf(() => resume(ended.subscription))).toBe(409);
    expect(statusOf(() => cancelAtPeriodEnd(ended.subscription))).toBe(409);
    expect(statusOf(() => addItem(ended.subscription, science, at('2031-03-01T00:00:00Z')))).toBe(
      409,
    );
  });

  it('charges an added course for the part of the period left', () => {
    const subscription = bought('2031-04-01T00:00:00Z');
    // 1 April to 1 May is 30 days; 15 of them are left on 16 April.
    const added = addItem(subscription, science, at('2031-04-16T00:00:00Z'));
    expect(added.charge).toBe(500);
    expect(added.subscription.items.map((item) => item.priceId)).toEqual([
      'price_math',
      'price_science',
    ]);
    expect(addItem(subscription, science, periodStart(subscription)).charge).toBe(1000);
    const renewed = advance(added.subscription, at('2031-05-02T00:00:00Z'), 'pay');
    expect(renewed.steps[0]?.amount).toBe(2500);
  });

  it('refuses a course already in the subscription', () => {
    expect(
      statusOf(() => addItem(bought(), { ...math, id: 'si_2' }, at('2031-02-01T00:00:00Z'))),
    ).toBe(409);
  });

  it('removes a course, but never the last, nor one it does not have', () => {
    const both = bought(undefined, [math, science]);
    expect(removeItem(both, 'si_science').items).toEqual([math]);
    expect(statusOf(() => removeItem(removeItem(both, 'si_science'), 'si_math'))).toBe(422);
    expect(statusOf(() => removeItem(both, 'si_other'))).toBe(404);
  });
});
