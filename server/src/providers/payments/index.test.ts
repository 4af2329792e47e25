import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPayments } from '.';
import type { TestCheckoutStore } from './test-checkout';

// The factory never touches the store; the test checkout reads it only when called.
const store = {} as TestCheckoutStore;

describe('createPayments', () => {
  it('sells through the test checkout when no Stripe secret is set', () => {
    const { payments, testCheckout } = createPayments(loadConfig({}), store);
    expect(payments.name).toBe('test-checkout');
    expect(testCheckout).not.toBeNull();
  });

  it('signs with the configured test checkout secret, which a webhook then checks', () => {
    const secret = 'whsec_configured';
    const { payments, testCheckout } = createPayments(
      loadConfig({ TEST_CHECKOUT_WEBHOOK_SECRET: secret }),
      store,
    );
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: {} },
    });
    const header = testCheckout!.sign(payload);
    expect(() => Stripe.webhooks.constructEvent(payload, header, secret)).not.toThrow();
    expect(payments.verifyWebhook(payload, header)).toMatchObject({ type: 'ignored' });
  });

  it('sells through Stripe when both of its secrets are set, with no test checkout', () => {
    const { payments, testCheckout } = createPayments(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
      store,
    );
    expect(payments.name).toBe('stripe');
    expect(testCheckout).toBeNull();
  });
});
