import { useStore } from '@nanostores/preact';
import { $cart, $checkoutError, $selectedChild, itemsFor, removeFromCart } from '@kyu/core/cart';
import {
  $alreadyHas,
  $catalogueError,
  $notOffered,
  cartTotal,
  childName,
  formatPrice,
  goToStep,
  pay,
  priceAt,
} from '@kyu/core/checkout';
import type { CheckoutMode } from '@kyu/core/constants';
import { $user } from '@kyu/core/session';
import { useState } from 'preact/hooks';
import { useAction } from '../shared';

/** What the cart step needs of the page. */
export interface CartStepProps {
  readonly appDomain: string;
  readonly fromNewSubPage: boolean;
  /** Opens the payment page (the whole window leaves for it). */
  readonly onRedirect: (url: string) => void;
}

const PER = { monthly: 'a month', annual: 'a year' } as const;

/** The learner's cart: each course with its price, monthly or annual billing, and paying. */
export function CartStep({ appDomain, fromNewSubPage, onRedirect }: CartStepProps) {
  const cart = useStore($cart);
  const user = useStore($user);
  const child = useStore($selectedChild);
  const error = useStore($checkoutError);
  const loadError = useStore($catalogueError);
  const notOffered = useStore($notOffered);
  const alreadyHas = useStore($alreadyHas);
  const [mode, setMode] = useState<CheckoutMode>('monthly');
  const { pending, run } = useAction();
  const learnerId = child?.id ?? user?.id ?? 0;
  const items = itemsFor(cart, learnerId);
  const total = cartTotal(items, mode);
  const annualSold = items.every((item) => item.product.annual_amount !== null);

  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const url = await pay({ appDomain, mode, fromNewSubPage });
      if (url) onRedirect(url);
    });
  };

  return (
    <form class="kyu-stack" onSubmit={submit} aria-busy={pending}>
      {child && (
        <p class="kyu-links">
          <span>For {childName(child)}.</span>
          <button type="button" class="kyu-link" onClick={() => void goToStep('child')}>
            Choose another child
          </button>
        </p>
      )}
      {loadError && (
        <p class="kyu-alert" role="alert">
          {loadError}
        </p>
      )}
      {notOffered.length > 0 && (
        <p class="kyu-status">Not offered for this learner: {notOffered.join(', ')}.</p>
      )}
      {alreadyHas.length > 0 && (
        <p class="kyu-status">Already theirs, so taken out of the cart: {alreadyHas.join(', ')}.</p>
      )}
      {items.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <ul class="kyu-list" aria-label="Cart">
          {items.map(({ product }) => {
            const price = priceAt(product, mode);
            return (
              <li key={product.course.id}>
                <span>
                  <strong>{product.course.name}</strong>
                  <br />
                  {price === null
                    ? 'Sold by the month only'
                    : `${formatPrice(price, product.currency)} ${PER[mode]}`}
                </span>
                <button
                  type="button"
                  class="kyu-secondary"
                  aria-label={`Remove ${product.course.name}`}
                  onClick={() => removeFromCart(product.course.id, learnerId)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <fieldset>
        <legend>Billing</legend>
        {(['monthly', 'annual'] as const).map((choice) => (
          <label class="kyu-choice" key={choice}>
            <input
              type="radio"
              name="mode"
              value={choice}
              checked={mode === choice}
              disabled={choice === 'annual' && !annualSold}
              onChange={() => setMode(choice)}
            />
            {choice === 'monthly' ? 'Monthly' : 'Annual'}
          </label>
        ))}
      </fieldset>
      {total && (
        <p class="kyu-total" aria-live="polite">
          Total: <strong>{formatPrice(total.amount, total.currency)}</strong> {PER[mode]}
        </p>
      )}
      <div aria-live="assertive">
        {error && (
          <p class="kyu-alert" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" class="kyu-primary" disabled={pending || items.length === 0}>
        Go to payment
      </button>
      <button type="button" class="kyu-secondary" onClick={() => void goToStep('courses')}>
        Add more courses
      </button>
    </form>
  );
}
