import { atom } from 'nanostores';
import type { Product, Subscription } from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import { $subscriptions, $subscriptionsError } from './subscriptions';

/** The courses on sale to the learner last asked for (`GET /subscription/products`). */
export const $products = atom<readonly Product[] | null>(null);

/** Why the courses on sale could not be loaded, or null. */
export const $productsError = atom<string | null>(null);

let epoch = 0;

function forget(): void {
  epoch++;
  $products.set(null);
  $productsError.set(null);
}

/** Loads the courses on sale to one learner, those they have included. */
export async function loadProducts(learnerId: number): Promise<void> {
  clearAtSignOut('cart', forget);
  const run = ++epoch;
  $products.set(null);
  try {
    const list = await api.get<Product[]>('/subscription/products', {
      query: { student_id: learnerId },
    });
    if (run !== epoch) return;
    $products.set(list);
    $productsError.set(null);
  } catch (error) {
    if (run === epoch) $productsError.set(problemMessage(error));
  }
}

// The server answers the subscription as it now is; it replaces the one shown.
async function change(call: () => Promise<Subscription>): Promise<boolean> {
  try {
    const sub = await call();
    const list = $subscriptions.get();
    if (list)
      $subscriptions.set(list.map((s) => (s.subscription_id === sub.subscription_id ? sub : s)));
    $subscriptionsError.set(null);
    return true;
  } catch (error) {
    $subscriptionsError.set(problemMessage(error));
    return false;
  }
}

/** Adds a course to a live subscription at its own interval; true once the server agreed. */
export const addCourse = (subscriptionId: number, productId: number) =>
  change(() => api.post<Subscription>(`/subscription/${subscriptionId}/products/${productId}`));

/** Takes a course out of a subscription; true once the server agreed. */
export const removeCourse = (subscriptionId: number, productId: number) =>
  change(() => api.delete<Subscription>(`/subscription/${subscriptionId}/products/${productId}`));
