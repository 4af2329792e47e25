import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CheckoutAnswer,
  CheckoutBody,
  ProductList,
  StudentQuery,
  Subscription,
  SubscriptionList,
  SubscriptionParams,
  SubscriptionProductParams,
  UserRole,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import * as subscriptions from './service';

const WHO =
  'The learner is the signed-in student, or one of the signed-in parent’s children; any other ' +
  'learner answers 403, whether or not that account exists.';

/** The Subscription calls of calls.md §7, and the webhook payment providers post to. */
export async function subscriptionsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const learnerOrParent = app.requireRole(UserRole.student, UserRole.parent);
  const kyuOrigins = [app.config.publicUrl, ...app.config.corsOrigins].map(
    (url) => new URL(url).origin,
  );
  const deps = (): subscriptions.Deps => ({
    db: app.db,
    payments: app.payments,
    kyuOrigins,
    now: app.clock(),
  });
  const caller = (request: FastifyRequest) => principalOf(request);

  app.get(
    '/subscription/products',
    {
      preHandler: learnerOrParent,
      schema: {
        operationId: 'listSubscriptionProducts',
        summary: 'The courses on sale to a learner, with their monthly and yearly prices',
        description:
          `${WHO} Listed: the active courses of Kyu's catalogue and the learner's school at their level ` +
          'that have a monthly price (and the yearly one when there is), the courses the learner already ' +
          'has included: the cart compares with `GET /subscription` and `GET /courses/user`.',
        querystring: StudentQuery,
        response: { 200: ProductList },
      },
    },
    async (request) =>
      subscriptions.listProducts(deps(), caller(request), request.query.student_id),
  );

  app.post(
    '/subscription/checkout',
    {
      preHandler: learnerOrParent,
      schema: {
        operationId: 'startCheckout',
        problems: [409, 422],
        summary: 'Opens the payment page for a learner’s courses',
        description:
          `${WHO} Every price must be of \`checkout_mode\` (400 otherwise) and on sale to the learner ` +
          '(422); a course the learner already has is refused with 409, naming it. `app_domain` must be ' +
          "Kyu's own origin (PUBLIC_URL, CORS_ORIGINS) or an active school's registered site, else 400: on " +
          'Kyu the parent returns to `/academy/checkout/success?session_id=…` (or `/academy/checkout/cancelled`); ' +
          'on a school page, to that page with `kyu_checkout=success&session_id=…` (or `kyu_checkout=cancelled`). ' +
          '`is_from_new_sub_page` is kept with the order; both return to the success page, whose URL the cart ' +
          'reads. The same cart asked for again within half an hour answers the same checkout. Nothing is ' +
          'granted here: the learner has the courses once the payment provider confirms the payment.',
        body: CheckoutBody,
        response: { 200: CheckoutAnswer },
      },
    },
    async (request) => subscriptions.checkout(deps(), caller(request), request.body),
  );

  app.get(
    '/subscription',
    {
      preHandler: learnerOrParent,
      schema: {
        operationId: 'listSubscriptions',
        summary: 'A learner’s subscriptions, newest first',
        description: `${WHO} Ended subscriptions are listed too, with status \`canceled\`.`,
        querystring: StudentQuery,
        response: { 200: SubscriptionList },
      },
    },
    async (request) =>
      subscriptions.listSubscriptions(deps(), caller(request), request.query.student_id),
  );

  const manage =
    'Only the learner or their parent manages a subscription; any other id answers 403, whether or ' +
    'not it exists. Answers the subscription as it now is.';

  app.post(
    '/subscription/:id/cancel',
    {
      preHandler: learnerOrParent,
      schema: {
        operationId: 'cancelSubscription',
        problems: [409],
        summary: 'Cancels a subscription at the end of its period',
        description: `${manage} The learner keeps the courses until \`current_period_end\`; nothing more is charged. An ended subscription answers 409.`,
        params: SubscriptionParams,
        response: { 200: Subscription },
      },
    },
    async (request) => subscriptions.setCancel(deps(), caller(request), request.params.id, true),
  );

  app.post(
    '/subscription/:id/resume',
    {
      preHandler: learnerOrParent,
      schema: {
        operationId: 'resumeSubscription',
        problems: [409],
        summary: 'Undoes a cancel while the period lasts',
        description: `${manage} An ended subscription answers 409.`,
        params: SubscriptionParams,
        response: { 200: Subscription },
      },
    },
    async (request) => subscriptions.setCancel(deps(), caller(request), request.params.id, false),
  );

  app.post(
    '/subscription/:id/products/:productId',
    {
      preHandler: learnerOrParent,
      schema: {
        operationId: 'addSubscriptionProduct',
        problems: [409, 422],
        summary: 'Adds a course to a subscription, at its interval',
        description:
          `${manage} \`productId\` is the course's id (a product's \`id\`). The rest of the period is ` +
          'charged at once; the learner may use the course when the provider confirms it. A course the ' +
          'learner already has is 409, one not on sale to them 404, one without a price at the ' +
          "subscription's interval 422; a subscription not active is 409.",
        params: SubscriptionProductParams,
        response: { 200: Subscription },
      },
    },
    async (request) =>
      subscriptions.addProduct(
        deps(),
        caller(request),
        request.params.id,
        request.params.productId,
      ),
  );

  app.delete(
    '/subscription/:id/products/:productId',
    {
      preHandler: learnerOrParent,
      schema: {
        operationId: 'removeSubscriptionProduct',
        problems: [409, 422],
        summary: 'Takes a course out of a subscription',
        description:
          `${manage} Nothing is refunded, so the learner keeps the course until the period ends. A ` +
          'course not in the subscription is 404; the last course is refused with 422 (cancel instead).',
        params: SubscriptionProductParams,
        response: { 200: Subscription },
      },
    },
    async (request) =>
      subscriptions.removeProduct(
        deps(),
        caller(request),
        request.params.id,
        request.params.productId,
      ),
  );

  await app.register(webhookRoute);
}

/** Kept in a plugin of its own: its JSON parser keeps the raw bytes, for this route only. */
async function webhookRoute(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.removeAllContentTypeParsers();
  // The signature is over the exact bytes sent; a body parsed and written again would not match.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/subscription/webhook',
    {
      schema: {
        operationId: 'receivePaymentWebhook',
        // The body is read as bytes (no schema), so its 400 is declared: a bad signature.
        problems: [400],
        summary: 'Where the payment provider posts its events (Stripe, or the test checkout)',
        description:
          'Give Stripe `{PUBLIC_URL}/api/v1/subscription/webhook`, with the events ' +
          '`checkout.session.completed`, `customer.subscription.created`, `.updated`, `.deleted`, ' +
          '`invoice.paid` and `invoice.payment_failed`. The Stripe-Signature header is checked over the ' +
          'raw body (STRIPE_WEBHOOK_SECRET, or the test checkout’s own secret): a missing, wrong or stale ' +
          'one is 400 and changes nothing. Each event is acted on once; a replay answers 200 and does nothing.',
        response: { 200: Type.Object({ received: Type.Literal(true) }) },
      },
    },
    async (request) =>
      subscriptions.receiveWebhook(
        { db: app.db, payments: app.payments, mailer: app.mailer },
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        request.headers['stripe-signature'] as string | undefined,
      ),
  );
}
