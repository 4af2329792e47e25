import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DeliveryJob } from '../providers/payments/test-checkout/store';

/** Where payment providers post their events (README: the URL to give Stripe). */
export const WEBHOOK_PATH = '/api/v1/subscription/webhook';

/**
 * Delivers the test checkout's events to Kyu's own webhook, one job each: signed when it is
 * delivered (so a retry an hour later is not refused as stale) and posted through the same
 * route and check as Stripe's. Anything but a 2xx throws, and the queue tries again later.
 */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const { testCheckout } = app;
  if (!testCheckout) return;
  app.addHook('onReady', async () => {
    await app.queue.work('payment-events', async (data) => {
      const payload = JSON.stringify((data as DeliveryJob).event);
      const answer = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': testCheckout.sign(payload),
        },
        payload,
      });
      if (answer.statusCode >= 300) {
        throw new Error(`The webhook answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
      }
    });
  });
});
