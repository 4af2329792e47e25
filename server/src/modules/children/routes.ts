import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Child,
  ChildList,
  ChildUpdate,
  CreateChildBody,
  IdParams,
  LinkChildBody,
  ParentOnboarding,
  ProductOnboarding,
  ProductOnboardingEmail,
  ProductParams,
  UserRole,
} from '@kyu/core/contract';
import { passwordLimits, type MailContext } from '../auth/service';
import { principalOf } from '../sessions/plugin';
import * as children from './service';

/**
 * Per-address limits. The buy page's e-mail calls are anonymous: sized like sign-up, enough for
 * a family trying addresses, too slow to harvest them. Making and linking children is a
 * parent's: a family's children fit many times over; linking also counts each wrong password
 * against the child's account, as a sign-in does.
 */
export const BUY_PAGE_LIMIT = { max: 30, timeWindow: '10 minutes' };
export const CREATE_CHILD_LIMIT = { max: 30, timeWindow: '1 hour' };
export const LINK_CHILD_LIMIT = { max: 20, timeWindow: '10 minutes' };

/** A parent's children, and the product's buy-page onboarding (calls.md §7, Users). */
export async function childrenRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const parent = { preHandler: app.requireRole(UserRole.parent) };
  const mail: MailContext = { db: app.db, config: app.config, mailer: app.mailer, log: app.log };
  const limits = passwordLimits(app.limits);

  app.get(
    '/users/children',
    {
      ...parent,
      schema: {
        operationId: 'listChildren',
        summary: "The signed-in parent's children, by first name",
        response: { 200: ChildList },
      },
    },
    async (request) => children.listChildren(app.db, principalOf(request).userId),
  );

  app.patch(
    '/users/children/:id',
    {
      ...parent,
      schema: {
        operationId: 'updateChild',
        summary: "Change a child's names, level, password or whether they may join leagues",
        description:
          'Any id that is not one of your children answers 403, whether or not the account exists. ' +
          'A new password follows the sign-up rules and signs the child out on every device. ' +
          '`leagues_blocked` keeps the child out of weekly leagues; the child cannot undo it.',
        params: IdParams,
        body: ChildUpdate,
        response: { 200: Child },
      },
    },
    async (request) =>
      children.updateChild(app.db, principalOf(request).userId, request.params.id, request.body),
  );

  app.get(
    '/users/onboarding/:product',
    {
      config: { signIn: 'optional', rateLimit: BUY_PAGE_LIMIT },
      schema: {
        operationId: 'getProductOnboarding',
        problems: [409],
        summary: "Where an e-mail stands on the product's buy page",
        description:
          '`account`: no account yet. Only the owner of a parent account, signed in, learns its real step ' +
          '(`child`, `courses` or `done`); anyone else typing the address gets `child`, the step after signing in, ' +
          'so the call tells a stranger that the address has an account (as sign-up does) but never whether ' +
          'its owner bought. A student or staff e-mail answers 409.',
        params: ProductParams,
        querystring: ProductOnboardingEmail,
        response: { 200: ProductOnboarding },
      },
    },
    async (request) =>
      children.productOnboarding(app.db, request.principal, request.query.email, app.clock()),
  );

  app.post(
    '/users/onboarding/:product',
    {
      config: { signIn: 'optional', rateLimit: BUY_PAGE_LIMIT },
      schema: {
        operationId: 'startProductOnboarding',
        problems: [409],
        summary: "Start a parent account from the product's buy page",
        description:
          'A new e-mail becomes a parent account without a password, and a link to choose one is mailed ' +
          '(mailed again while none is chosen, a few times an hour at most). An existing account is left as it is. ' +
          'Answers as the GET does.',
        params: ProductParams,
        body: ProductOnboardingEmail,
        response: { 200: ProductOnboarding },
      },
    },
    async (request) =>
      children.startProductOnboarding(mail, request.principal, request.body.email, app.clock()),
  );

  app.get(
    '/users/onboarding/:product/parent',
    {
      ...parent,
      schema: {
        operationId: 'getParentOnboarding',
        summary: "The signed-in parent's step on the buy page, and their children",
        params: ProductParams,
        response: { 200: ParentOnboarding },
      },
    },
    async (request) => children.parentOnboarding(app.db, principalOf(request).userId, app.clock()),
  );

  app.post(
    '/users/onboarding/:product/parent/link-child-account',
    {
      ...parent,
      config: { rateLimit: LINK_CHILD_LIMIT },
      schema: {
        operationId: 'linkChildAccount',
        problems: [409],
        summary: "Link a child's existing student account by its sign-in",
        description:
          "The parent types the child's username (or e-mail) and password. A wrong one answers 400 without " +
          'saying which half, and counts as a failed sign-in of that account (so it pauses and locks as sign-in ' +
          'does, 429). Only a student account links. A child may have more than one parent; a child already ' +
          'linked to you answers 409 and changes nothing.',
        params: ProductParams,
        body: LinkChildBody,
        response: { 200: Child },
      },
    },
    async (request) =>
      children.linkChild({ ...mail, limits }, principalOf(request).userId, request.body, {
        ip: request.ip,
        now: app.clock(),
      }),
  );

  app.post(
    '/users/onboarding/:product/parent/create-child-account',
    {
      ...parent,
      config: { rateLimit: CREATE_CHILD_LIMIT },
      schema: {
        operationId: 'createChildAccount',
        problems: [409],
        summary: 'Create a student account for your child, linked to you',
        description:
          'In your school, signing in with this username and password (the sign-up rules); no e-mail is asked. ' +
          'A taken username answers 409.',
        params: ProductParams,
        body: CreateChildBody,
        response: { 201: Child },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await children.createChild(app.db, principalOf(request), request.body)),
  );
}
