import { confirmPayment, goToStep, type CheckoutStep } from '@kyu/core/checkout';
import { PaidStep, type PaidLinks } from './paid-step';

/** What the parent sees back from the payment page: confirming, success, not yet, or cancelled. */
export function ReturnStep({ step, ...links }: { step: CheckoutStep } & PaidLinks) {
  if (step === 'confirming') {
    return (
      <p class="kyu-status" role="status">
        Confirming your payment…
      </p>
    );
  }
  if (step === 'success') return <PaidStep {...links} />;
  if (step === 'unconfirmed') {
    return (
      <div class="kyu-stack">
        <p class="kyu-alert" role="alert">
          We have not received the confirmation of your payment yet. If you paid, the courses appear
          within a few minutes. Checking again only looks: it charges nothing.
        </p>
        <button type="button" class="kyu-primary" onClick={() => void confirmPayment()}>
          Check again
        </button>
      </div>
    );
  }
  return (
    <div class="kyu-stack">
      <p class="kyu-status" role="status">
        Payment cancelled: nothing was charged, and your cart is kept.
      </p>
      <button type="button" class="kyu-primary" onClick={() => void goToStep('cart')}>
        Back to your cart
      </button>
    </div>
  );
}
