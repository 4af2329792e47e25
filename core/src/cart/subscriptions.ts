import { atom } from 'nanostores';
import type { Subscription } from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import { withCancelAtPeriodEnd, withoutOwned } from './model';
import { dropItems } from './stores';

/** The subscriptions of the learner last loaded, newest first; null until loaded. */
export const $subscriptions = atom<readonly Subscription[] | null>(null);

/** Why the subscriptions could not be loaded or changed, or null. */
export const $subscriptionsError = atom<string | null>(null);

// Bumped on each load and at sign-out: an answer for an earlier child, or for the user who
// signed out, must not replace what is shown now.
let epoch = 0;

function reset(): void {
  epoch++;
  $subscriptions.set(null);
  $subscriptionsError.set(null);
}

/**
 * Loads a learner's subscriptions (`GET /subscription?student_id=`), and takes out of the cart
 * the courses they already have (overview §4).
 */
export async function loadSubscriptions(learnerId: number): Promise<void> {
  clearAtSignOut('cart', reset);
  const run = ++epoch;
  $subscriptions.set(null);
  try {
    const list = await api.get<Subscription[]>('/subscription', {
      query: { student_id: learnerId },
    });
    if (run !== epoch) return;
    $subscriptions.set(list);
    $subscriptionsError.set(null);
    dropItems((items) => withoutOwned(items, learnerId, list));
  } catch (error) {
    if (run === epoch) $subscriptionsError.set(problemMessage(error));
  }
}

// Cancel and resume change the flag here only once the server agreed, as the spec's like and
// bookmark do: a failed call leaves what the parent sees true.
async function setCancelAtPeriodEnd(id: number, value: boolean): Promise<boolean> {
  clearAtSignOut('cart', reset);
  const run = epoch;
  try {
    await api.post(`/subscription/${id}/${value ? 'cancel' : 'resume'}`);
  } catch (error) {
    if (run === epoch) $subscriptionsError.set(problemMessage(error));
    return false;
  }
  const list = $subscriptions.get();
  if (run === epoch && list) $subscriptions.set(withCancelAtPeriodEnd(list, id, value));
  return true;
}

/** Cancels at the period's end (`POST /subscription/{id}/cancel`); true once the server agreed. */
export const cancelSubscription = (id: number) => setCancelAtPeriodEnd(id, true);

/** Undoes a cancel before the period ends (`POST /subscription/{id}/resume`); true once agreed. */
export const resumeSubscription = (id: number) => setCancelAtPeriodEnd(id, false);
