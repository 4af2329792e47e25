import { useStore } from '@nanostores/preact';
import { $cart } from '@kyu/core/cart';
import { $purchase, goToStep } from '@kyu/core/checkout';

/** Where the success step leads: the learner's courses, and where the child signs in. */
export interface PaidLinks {
  /** Where the parent sees the child's courses (a student their own); no link when absent. */
  coursesHref?: string;
  /** Where the child signs in to use them; the sentence names no page when absent. */
  signInHref?: string;
}

const listed = (names: readonly string[]) =>
  names.length === 0
    ? 'the courses'
    : names.length === 1
      ? names[0]!
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;

/**
 * The payment confirmed: what was bought and for whom, then the way on, since "Payment
 * complete" alone left a parent nowhere (issue 24): the child's courses, and how the child gets in.
 */
export function PaidStep({ coursesHref, signInHref }: PaidLinks) {
  const cart = useStore($cart);
  const purchase = useStore($purchase);
  const child = purchase?.child ?? null;
  const who = child ? child.first_name : 'You';
  return (
    <div class="kyu-stack">
      <p class="kyu-status" role="status">
        Your payment is confirmed: {who} can use {listed(purchase?.courses ?? [])} now.
      </p>
      <ul class="kyu-list" aria-label="What next">
        {coursesHref && (
          <li>
            <a href={coursesHref}>
              {child ? `See ${child.first_name}’s courses` : 'Start learning'}
            </a>
          </li>
        )}
        {child && (
          <li>
            <span>
              {child.first_name} signs in
              {signInHref ? (
                <>
                  {' '}
                  at <a href={signInHref}>{signInHref.replace(/^https?:\/\//, '')}</a>
                </>
              ) : null}{' '}
              with the username <strong>{child.username}</strong> and their own password; the
              courses are on their learning path.
            </span>
          </li>
        )}
      </ul>
      {cart.length > 0 && (
        <button type="button" class="kyu-secondary" onClick={() => void goToStep('cart')}>
          Back to your cart
        </button>
      )}
    </div>
  );
}
