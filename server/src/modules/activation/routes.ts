import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ActivatedCourses,
  Activation,
  ActivationBody,
  ActivationCheck,
  ActivationCodeParams,
  Id,
  UserRole,
} from '@kyu/core/contract';
import { perAccount } from '../../lib/request-limits';
import { principalOf } from '../sessions/plugin';
import * as activation from './service';

const tags = ['activation'];

/**
 * The limit on checking a code, and apart on redeeming one. A code has about 58 random bits, so
 * guessing is hopeless anyway; the limit keeps a script from spending the server on trying, while
 * a family typing a code wrong a few times never meets it. A signed-in learner is counted by
 * account, so a class checking and redeeming codes in one school lab (one address) never shares
 * a count; anyone else by address.
 */
export const CODE_LIMIT = { max: 60, timeWindow: '10 minutes', keyGenerator: perAccount };

/** The Activation calls of calls.md §7: check a code, redeem it, list what codes unlocked. */
export async function activationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const learners = { preHandler: app.requireRole(UserRole.student, UserRole.parent) };

  app.get(
    '/activation/courses',
    {
      ...learners,
      schema: {
        tags,
        operationId: 'listActivatedCourses',
        summary: 'The courses a learner has through activation codes',
        description:
          'Without `student_id` the learner is the signed-in student; a parent names one of their children ' +
          "(without it, 400; another parent's child, 403). Each redeemed code lists every course it unlocked, " +
          'newest redemption first, whether or not its access has since ended.',
        querystring: Type.Object({ student_id: Type.Optional(Id) }),
        response: { 200: ActivatedCourses },
      },
    },
    async (request) =>
      activation.activatedCourses(app.db, principalOf(request), request.query.student_id),
  );

  app.get(
    '/activation/:code',
    {
      config: { signIn: 'optional', rateLimit: CODE_LIMIT },
      schema: {
        tags,
        operationId: 'checkActivationCode',
        summary: 'Whether a code may be redeemed, and the courses it unlocks',
        description:
          'Any case, with or without its dashes. An unknown code answers 404. A used or expired one answers 200 ' +
          'with `checked` false and `status` saying which, so the page can say why. Anyone may check a code, ' +
          'signed in or not: holding it is what shows its courses, so a parent sees what it unlocks before signing in. ' +
          'Each account may check 60 codes in 10 minutes, and each address as many without signing in (then 429).',
        params: ActivationCodeParams,
        response: { 200: ActivationCheck },
      },
    },
    async (request) => activation.checkCode(app.db, request.params.code, app.clock()),
  );

  app.post(
    '/activation',
    {
      ...learners,
      config: { rateLimit: CODE_LIMIT },
      schema: {
        tags,
        operationId: 'redeemActivationCode',
        problems: [409, 422],
        summary: "Redeem a code for one of your children, or a student's for themself",
        description:
          "Grants each course of the code to the learner, for the code's days of access or with no end. " +
          'A parent names one of their children; a student names themself. Unknown code: 404. Used: 409, also ' +
          "to the loser of two redemptions at once. Expired: 422 (`code-expired`). Another parent's child: 403. " +
          'A code may be redeemed by any family that holds it: the code, not the school, is the right to it. ' +
          'Each account may try 60 codes in 10 minutes (then 429).',
        body: ActivationBody,
        response: { 200: Activation },
      },
    },
    async (request) =>
      activation.redeemCode(app.db, principalOf(request), request.body, app.clock()),
  );
}
