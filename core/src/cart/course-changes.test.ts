import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct, makeSessionUser, makeSubscription } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { UserRole } from '../constants/roles';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { resetCore } from '../testing/reset';
import { $products, addCourse, loadProducts, removeCourse } from './course-changes';
import { $subscriptions, $subscriptionsError, loadSubscriptions } from './subscriptions';

beforeEach(() => {
  resetCore();
  signOutLocally();
  $user.set(makeSessionUser({ user_role_id: UserRole.parent }));
});

describe('adding and removing a course', () => {
  it('shows the subscription as the server answers it', async () => {
    const product = makeProduct();
    const sub = makeSubscription({ student_id: 7 });
    const withIt = { ...sub, course_ids: [product.id] };
    fakeFetch(
      on('GET', '/api/v1/subscription/products?student_id=7', { body: [product] }),
      on('GET', '/api/v1/subscription?student_id=7', { body: [sub] }),
      on('POST', `/api/v1/subscription/${sub.subscription_id}/products/${product.id}`, {
        body: withIt,
      }),
      on('DELETE', `/api/v1/subscription/${sub.subscription_id}/products/${product.id}`, {
        body: sub,
      }),
    );
    await Promise.all([loadProducts(7), loadSubscriptions(7)]);
    expect($products.get()).toEqual([product]);
    expect(await addCourse(sub.subscription_id, product.id)).toBe(true);
    expect($subscriptions.get()).toEqual([withIt]);
    expect(await removeCourse(sub.subscription_id, product.id)).toBe(true);
    expect($subscriptions.get()).toEqual([sub]);
  });

  it('leaves the subscription unchanged and says why when refused', async () => {
    const sub = makeSubscription({ student_id: 7 });
    fakeFetch(
      on('GET', '/api/v1/subscription?student_id=7', { body: [sub] }),
      on('POST', /\/products\//, {
        status: 409,
        body: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Already has it.' },
      }),
    );
    await loadSubscriptions(7);
    expect(await addCourse(sub.subscription_id, 1)).toBe(false);
    expect($subscriptions.get()).toEqual([sub]);
    expect($subscriptionsError.get()).toBe('Already has it.');
  });
});
