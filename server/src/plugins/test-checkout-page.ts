import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { courseNamesOf } from '../modules/subscriptions/service';
import type { TestCheckoutSession } from '../providers/payments/test-checkout/events';
import { devAdminOnly } from './dev-access';
import { checkoutPage, missingPage, type CheckoutView } from './test-checkout-html';

const SessionParams = Type.Object({
  id: Type.String({ pattern: '^cs_test_[A-Za-z0-9_-]{1,64}$' }),
});
// A field left out is a field left empty: the page shows it as such rather than a JSON problem.
const CardFields = Type.Object({
  number: Type.Optional(Type.String({ maxLength: 64 })),
  expiry: Type.Optional(Type.String({ maxLength: 16 })),
  cvc: Type.Optional(Type.String({ maxLength: 8 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
});
const AdvanceClock = Type.Object({
  to: Type.String({ format: 'date-time' }),
  renewal: Type.Union([Type.Literal('pay'), Type.Literal('fail')]),
});

const amountOf = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/**
 * The browser's CSP says where a form may post, redirects included: Kyu itself (`'self'`), and
 * where this checkout returns the parent (a brand host, a school's page), or Chromium stops the
 * redirect after paying.
 */
function allowReturn(reply: FastifyReply, session: TestCheckoutSession) {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const origins = [session.successUrl, session.cancelUrl].map((url) => new URL(url).origin);
  reply.header(
    'content-security-policy',
    policy.replace(/form-action 'self'/, `form-action 'self' ${[...new Set(origins)].join(' ')}`),
  );
}

/**
 * The test checkout's own page, served only when it is the payment provider (no Stripe keys):
 * `GET /test-checkout/{id}` shows the amount, the courses and a card form; its POST pays with
 * Stripe's test cards. Invalid fields answer 400 and a declined card 422, both the page again
 * with what went wrong and nothing charged; a payment answers 303 to the checkout's success URL.
 * Outside production, `POST /api/v1/dev/test-checkout/advance-clock` lets Kyu's administrator
 * move its clock forward (renewals paid or failed, at most CLOCK_AHEAD_MAX_DAYS past now), to try
 * renewals and cancellations without waiting a month.
 */
export async function testCheckoutPagePlugin(instance: FastifyInstance) {
  const testCheckout = instance.testCheckout;
  if (!testCheckout) return;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string).entries())),
  );
  const hide = { hide: true };

  async function viewOf(session: TestCheckoutSession): Promise<CheckoutView> {
    return {
      id: session.id,
      amount: amountOf(session.amountTotal, session.currency),
      courses: await courseNamesOf(app.db, session.priceIds),
      cancelUrl: session.cancelUrl,
    };
  }

  app.get(
    '/test-checkout/:id',
    { schema: { ...hide, params: SessionParams } },
    async (request, reply) => {
      const session = await testCheckout.session(request.params.id);
      reply.type('text/html; charset=utf-8');
      if (!session) return reply.code(404).send(missingPage());
      // Paid already (the back button): straight on to where paying leads.
      if (session.subscriptionId) {
        return reply.redirect(session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
      }
      allowReturn(reply, session);
      return reply.send(checkoutPage(await viewOf(session)));
    },
  );

  app.post(
    '/test-checkout/:id',
    { schema: { ...hide, params: SessionParams, body: CardFields } },
    async (request, reply) => {
      const session = await testCheckout.session(request.params.id);
      reply.type('text/html; charset=utf-8');
      if (!session) return reply.code(404).send(missingPage());
      const { number = '', expiry = '', cvc = '', name } = request.body;
      const card = { number, expiry, cvc };
      const result = await testCheckout.pay(session.id, card);
      if (result.status === 'paid') return reply.redirect(result.redirect, 303);
      allowReturn(reply, session);
      const view = { ...(await viewOf(session)), typed: { ...card, name } };
      if (result.status === 'invalid') {
        return reply.code(400).send(checkoutPage({ ...view, errors: result.errors }));
      }
      return reply.code(422).send(checkoutPage({ ...view, declined: result.message }));
    },
  );

  if (app.config.env === 'production') return;
  app.post(
    '/api/v1/dev/test-checkout/advance-clock',
    { ...devAdminOnly(app), schema: { ...hide, body: AdvanceClock } },
    async (request) => ({
      steps: await testCheckout.advanceClock(new Date(request.body.to), request.body.renewal),
    }),
  );
}
