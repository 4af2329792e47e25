import { useStore } from '@nanostores/preact';
import { useEffect, useState } from 'preact/hooks';
import {
  $products,
  $productsError,
  $subscriptions,
  $subscriptionsError,
  addCourse,
  billingPeriodLabel,
  cancelSubscription,
  loadProducts,
  loadSubscriptions,
  removeCourse,
  resumeSubscription,
} from '@kyu/core/cart';
import type { Subscription } from '@kyu/core/contract';
import { isLive, subscriptionState } from '@kyu/core/family';
import { parentLinks } from './links';

/** A child's subscriptions: cancel (after a confirm) and resume, add and remove courses. */
export function ChildSubscriptions({ childId }: { childId: number }) {
  const subs = useStore($subscriptions);
  const products = useStore($products);
  const subsError = useStore($subscriptionsError);
  const productsError = useStore($productsError);
  const error = subsError ?? productsError;
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void loadSubscriptions(childId);
    void loadProducts(childId);
  }, [childId]);

  const run = (action: () => Promise<unknown>) => async () => {
    setBusy(true);
    await action();
    setBusy(false);
    setConfirming(null);
  };
  const productOf = (courseId: number) => products?.find((p) => p.course.id === courseId);
  const live = subs?.find(isLive);
  const owned = new Set(subs?.filter(isLive).flatMap((s) => s.course_ids));
  const addable = products?.filter((p) => p.course.is_active && !owned.has(p.course.id)) ?? [];

  const actions = (sub: Subscription) =>
    !isLive(sub) ? null : sub.cancel_at_period_end ? (
      <button
        class="button secondary"
        disabled={busy}
        onClick={run(() => resumeSubscription(sub.subscription_id))}
      >
        Resume
      </button>
    ) : confirming === sub.subscription_id ? (
      <span role="group" aria-label="Confirm the cancel">
        Cancel at the end of this period? Access lasts until then.{' '}
        <button
          class="button primary"
          disabled={busy}
          onClick={run(() => cancelSubscription(sub.subscription_id))}
        >
          Yes, cancel
        </button>{' '}
        <button class="button secondary" onClick={() => setConfirming(null)}>
          Keep it
        </button>
      </span>
    ) : (
      <button class="button secondary" onClick={() => setConfirming(sub.subscription_id)}>
        Cancel subscription
      </button>
    );

  return (
    <section class="card" aria-labelledby="subscriptions">
      <h2 id="subscriptions">Courses and subscriptions</h2>
      {error && (
        <p class="alert" role="alert">
          {error}
        </p>
      )}
      {subs === null && !error && <p class="loading">Loading subscriptions…</p>}
      {subs?.length === 0 && <p>No subscriptions yet.</p>}
      {subs?.map((sub) => (
        <div key={sub.subscription_id}>
          <h3>{sub.checkout_mode === 'annual' ? 'Yearly' : 'Monthly'} subscription</h3>
          <p>{subscriptionState(sub).text}</p>
          {isLive(sub) && sub.checkout_mode === 'monthly' && (
            <p class="muted">Billing period: {billingPeriodLabel(new Date())}</p>
          )}
          <ul class="item-list">
            {sub.course_ids.map((courseId) => {
              const product = productOf(courseId);
              return (
                <li key={courseId}>
                  {product?.course.name ?? `Course ${courseId}`}{' '}
                  {product && isLive(sub) && sub.course_ids.length > 1 && (
                    <button
                      class="button secondary"
                      disabled={busy}
                      onClick={run(() => removeCourse(sub.subscription_id, product.id))}
                    >
                      Remove
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {actions(sub)}
        </div>
      ))}
      {live && addable.length > 0 && (
        <>
          <h3>Add a course</h3>
          <ul class="item-list">
            {addable.map((product) => (
              <li key={product.id}>
                {product.course.name}{' '}
                <button
                  class="button secondary"
                  disabled={busy}
                  onClick={run(() => addCourse(live.subscription_id, product.id))}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <a href={parentLinks.buy}>Buy more courses</a>
      </p>
    </section>
  );
}
