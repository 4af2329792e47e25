import { createHmac, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { HttpProblem, problemType } from '../../lib/problem';
import { readEvent } from './read-event';
import type { PaymentEvent } from './types';

/** How far a signature's time may be from now, in seconds, either way (Stripe's default). */
const TOLERANCE_SECONDS = 300;

const badSignature = (detail: string) =>
  new HttpProblem(400, 'Invalid webhook signature', detail, {
    type: problemType('webhook-signature'),
  });

/**
 * The one check both adapters run: Stripe's own constructEvent (the signature over the raw body
 * and an old timestamp), plus a refusal of timestamps from the future, which the SDK lets by.
 * Nothing of the body is read before the signature matches.
 */
export function verifyStripeWebhook(
  rawBody: string | Uint8Array,
  header: string | undefined,
  secret: string,
  nowMs = Date.now(),
): PaymentEvent {
  if (!header) throw badSignature('The Stripe-Signature header is missing.');
  const stamps = header.split(',').filter((part) => part.startsWith('t='));
  const stamp = stamps.length === 1 ? /^t=(\d{1,12})$/.exec(stamps[0]!) : null;
  if (!stamp || !/(?:^|,)v1=[0-9a-f]{64}(?:,|$)/.test(header)) {
    throw badSignature('The Stripe-Signature header is not of the form t=<seconds>,v1=<hex>.');
  }
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      header,
      secret,
      TOLERANCE_SECONDS,
      undefined,
      nowMs,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw badSignature(
        /tolerance/i.test(error.message)
          ? 'The webhook was signed too long ago.'
          : 'The signature does not match the body.',
      );
    }
    // A signed body that is not JSON: only the holder of the secret could have sent it.
    throw badSignature('The webhook body is not a JSON event.');
  }
  if (Number(stamp[1]) - Math.floor(nowMs / 1000) > TOLERANCE_SECONDS) {
    throw badSignature('The webhook is signed with a time in the future.');
  }
  return readEvent(event);
}

/** A Stripe-Signature header for a payload, made the way Stripe makes it (HMAC-SHA256, v1). */
export function signStripePayload(payload: string, secret: string, timestampSeconds: number) {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`)
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/** A fresh signing secret in Stripe's form, for a test checkout given none. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;
