import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeChild, makeProduct, makeSessionUser, makeSubscription } from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import { UserRole } from '../constants/roles';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { resetCore } from '../testing/reset';
import { $cart, addToCart } from './stores';
import {
  $subscriptions,
  $subscriptionsError,
  cancelSubscription,
  loadSubscriptions,
  resumeSubscription,
} from './subscriptions';

const child = makeChild();

beforeEach(() => {
  resetCore();
  signOutLocally();
  $user.set(makeSessionUser({ user_role_id: UserRole.parent }));
});

describe('a child’s subscriptions', () => {
  it('loading them removes cart items for courses the child already has', async () => {
    const [owned, wanted] = [makeProduct(), makeProduct()];
    addToCart(owned, child);
    addToCart(wanted, child);
    const subscription = makeSubscription({ student_id: child.id, course_ids: [owned.course.id] });
    const fetch = mockFetch(json([subscription]));
    await loadSubscriptions(child.id);
    expect(call(fetch).url).toBe(`/api/v1/subscription?student_id=${child.id}`);
    expect($subscriptions.get()).toEqual([subscription]);
    expect($cart.get().map((item) => item.product)).toEqual([wanted]);
  });

  it('shows the child chosen last when an earlier answer arrives late', async () => {
    const other = makeChild();
    let answerFirst: (r: Response) => void = () => undefined;
    globalThis.fetch = vi
      .fn()
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(json([makeSubscription({ student_id: other.id })]));
    const first = loadSubscriptions(child.id);
    await loadSubscriptions(other.id);
    answerFirst(json([makeSubscription({ student_id: child.id })]));
    await first;
    expect($subscriptions.get()?.map((s) => s.student_id)).toEqual([other.id]);
  });

  it('cancel sets cancel_at_period_end true locally, and resume sets it false', async () => {
    const subscription = makeSubscription({ student_id: child.id });
    const fetch = mockFetch(json([subscription]), json(subscription), json(subscription));
    await loadSubscriptions(child.id);
    await expect(cancelSubscription(subscription.subscription_id)).resolves.toBe(true);
    expect(call(fetch, 1)).toMatchObject({
      method: 'POST',
      url: `/api/v1/subscription/${subscription.subscription_id}/cancel`,
    });
    expect($subscriptions.get()?.[0]?.cancel_at_period_end).toBe(true);
    await resumeSubscription(subscription.subscription_id);
    expect(call(fetch, 2).url).toMatch(/\/resume$/);
    expect($subscriptions.get()?.[0]?.cancel_at_period_end).toBe(false);
  });

  it('leaves the flag as it was when the server refuses the cancel', async () => {
    const subscription = makeSubscription({ student_id: child.id });
    mockFetch(json([subscription]), problem(409, 'Already ended'));
    await loadSubscriptions(child.id);
    await expect(cancelSubscription(subscription.subscription_id)).resolves.toBe(false);
    expect($subscriptions.get()?.[0]?.cancel_at_period_end).toBe(false);
    expect($subscriptionsError.get()).toBe('Already ended');
  });

  it('forgets them on sign-out', async () => {
    mockFetch(json([makeSubscription({ student_id: child.id })]));
    await loadSubscriptions(child.id);
    signOutLocally();
    expect($subscriptions.get()).toBeNull();
  });
});
