import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { HttpProblem } from '../../lib/problem';
import { newWebhookSecret, signStripePayload, verifyStripeWebhook } from './webhook-signature';

const secret = 'whsec_kyu_test_secret';
const now = Date.UTC(2030, 0, 15, 12) / 1000;
const nowMs = now * 1000;
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'invoice.paid',
  created: now,
  data: {
    object: {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_1',
      billing_reason: 'subscription_create',
      amount_due: 1500,
      amount_paid: 1500,
      currency: 'usd',
      customer_email: 'parent@example.com',
      parent: { subscription_details: { subscription: 'sub_1' } },
    },
  },
});

/** The 400 a webhook gets, with its detail, or null when it passes. */
function refusal(body: string | Uint8Array, header: string | undefined, at = nowMs) {
  try {
    verifyStripeWebhook(body, header, secret, at);
    return null;
  } catch (error) {
    const problem = error as HttpProblem;
    return { status: problem.status, detail: problem.detail };
  }
}

describe('Stripe webhook signatures', () => {
  it('signs exactly as the Stripe SDK does', () => {
    expect(signStripePayload(payload, secret, now)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: now }),
    );
  });

  it('accepts its own signature through the SDK, as a raw string or bytes', () => {
    const header = signStripePayload(payload, secret, now);
    expect(refusal(payload, header)).toBeNull();
    expect(refusal(new TextEncoder().encode(payload), header)).toBeNull();
    expect(verifyStripeWebhook(payload, header, secret, nowMs)).toMatchObject({
      id: 'evt_1',
      type: 'invoice.paid',
      invoice: { id: 'in_1', subscriptionId: 'sub_1', amountPaid: 1500 },
    });
  });

  it('accepts a signature up to 300 seconds old or early, and not one second more', () => {
    expect(refusal(payload, signStripePayload(payload, secret, now - 300))).toBeNull();
    expect(refusal(payload, signStripePayload(payload, secret, now + 300))).toBeNull();
    expect(refusal(payload, signStripePayload(payload, secret, now - 301))).toEqual({
      status: 400,
      detail: 'The webhook was signed too long ago.',
    });
    expect(refusal(payload, signStripePayload(payload, secret, now + 301))?.detail).toBe(
      'The webhook is signed with a time in the future.',
    );
  });

  it('refuses a replay of a genuine event an hour later', () => {
    const header = signStripePayload(payload, secret, now);
    expect(refusal(payload, header, nowMs + 3600_000)?.status).toBe(400);
  });

  it('refuses a body changed after signing, even by one space', () => {
    const header = signStripePayload(payload, secret, now);
    expect(refusal(payload.replace('"amount_paid":1500', '"amount_paid":1'), header)).toEqual({
      status: 400,
      detail: 'The signature does not match the body.',
    });
    expect(refusal(`${payload} `, header)?.status).toBe(400);
  });

  it('refuses a signature made with another secret', () => {
    expect(refusal(payload, signStripePayload(payload, 'whsec_other', now))?.status).toBe(400);
  });

  it('refuses a missing or empty header', () => {
    expect(refusal(payload, undefined)).toEqual({
      status: 400,
      detail: 'The Stripe-Signature header is missing.',
    });
    expect(refusal(payload, '')?.status).toBe(400);
  });

  it('refuses a malformed header', () => {
    const good = signStripePayload(payload, secret, now);
    const signature = good.split('v1=')[1]!;
    for (const header of [
      'garbage',
      `v1=${signature}`,
      `t=${now}`,
      `t=abc,v1=${signature}`,
      `t=${now},t=${now + 1},v1=${signature}`,
      `t=${now},v1=${signature.slice(1)}`,
      `t=${now},v0=${signature}`,
      `t=-${now},v1=${signature}`,
    ]) {
      expect(refusal(payload, header), header).toMatchObject({ status: 400 });
    }
  });

  it('refuses a correctly signed body that is not JSON', () => {
    const text = 'not json';
    expect(refusal(text, signStripePayload(text, secret, now))).toEqual({
      status: 400,
      detail: 'The webhook body is not a JSON event.',
    });
  });

  it('makes a fresh secret in Stripe form each time', () => {
    const one = newWebhookSecret();
    expect(one).toMatch(/^whsec_[\w-]{32}$/);
    expect(newWebhookSecret()).not.toBe(one);
  });
});
