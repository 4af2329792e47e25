import type { Config } from '../../config';
import { stripePayments } from './stripe';
import { testCheckoutPayments, type TestCheckout, type TestCheckoutStore } from './test-checkout';
import type { PaymentProvider } from './types';
import { newWebhookSecret } from './webhook-signature';

export type { PaymentProvider, PaymentEvent, SubscriptionState } from './types';
export type { TestCheckout } from './test-checkout';

/**
 * The payment provider: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else
 * the test checkout, which comes with the calls of its own page (`testCheckout`, null on Stripe).
 */
export function createPayments(
  config: Pick<Config, 'payments' | 'publicUrl'>,
  store: TestCheckoutStore,
): { payments: PaymentProvider; testCheckout: TestCheckout | null } {
  const { stripe, testCheckoutSecret } = config.payments;
  if (stripe) return { payments: stripePayments(stripe), testCheckout: null };
  const payments = testCheckoutPayments({
    publicUrl: config.publicUrl,
    webhookSecret: testCheckoutSecret ?? newWebhookSecret(),
    store,
  });
  return { payments, testCheckout: payments.testCheckout };
}
