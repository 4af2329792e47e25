import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  RedemptionBody,
  Referral,
  ReferralCodeQuery,
  ReferralCodeQuota,
  ReferralRedeemers,
  ReferredQuota,
  UserRole,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import * as referrals from './service';

/**
 * Redeeming and checking codes is slow enough here that walking the code space is hopeless
 * even before its size (2^50) is counted, and generous for a family typing a code twice.
 */
const CODE_LIMIT = { max: 30, timeWindow: '10 minutes' };

/**
 * The referral calls (calls.md §7, Users). They are a parent's, as the referral pages sit in
 * the parent area (overview §2, /{product}/referral); the rewards themselves are given
 * elsewhere, since their sizes are not shown (overview §9).
 */
export async function referralsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const parent = { preHandler: app.requireRole(UserRole.parent) };
  const tags = ['users'];

  app.get(
    '/users/referral',
    {
      ...parent,
      schema: {
        tags,
        operationId: 'getReferral',
        summary: 'Your own referral code, its program and what is left of its quota',
        description:
          'The code is made the first time you ask and stays yours: ten upper-case letters and digits ' +
          '(no I, O, 0 or 1). The program is your school’s, or Kyu’s default when the school wrote none. ' +
          'Each code may be redeemed by a fixed number of people (the quota, five).',
        response: { 200: Referral },
      },
    },
    async (request) => referrals.referralOf(app.db, principalOf(request).userId),
  );

  app.get(
    '/users/referral/quota',
    {
      ...parent,
      config: { rateLimit: CODE_LIMIT },
      schema: {
        tags,
        operationId: 'getReferralQuota',
        summary: 'How much of a referral code’s quota is left',
        description:
          'Any parent may ask about any code, to know before redeeming it whether it still pays out. ' +
          'A code that does not exist answers 404.',
        querystring: ReferralCodeQuery,
        response: { 200: ReferralCodeQuota },
      },
    },
    async (request) => referrals.quotaOfCode(app.db, request.query.referral_code),
  );

  app.get(
    '/users/referral/redeemers',
    {
      ...parent,
      schema: {
        tags,
        operationId: 'listReferralRedeemers',
        summary: 'Who redeemed your referral code, newest first',
        description:
          'Only the code’s owner may ask; any other code answers 403 whether or not it exists. Redeemers ' +
          'are shown by first name and the initial of their last name, not their e-mail.',
        querystring: ReferralCodeQuery,
        response: { 200: ReferralRedeemers },
      },
    },
    async (request) =>
      referrals.redeemersOfCode(app.db, principalOf(request).userId, request.query.referral_code),
  );

  app.patch(
    '/users/referral/redemption-status',
    {
      ...parent,
      config: { rateLimit: CODE_LIMIT },
      schema: {
        tags,
        operationId: 'redeemReferralCode',
        problems: [409],
        summary: 'Redeem someone’s referral code',
        description:
          'Each account redeems one code, once, and never its own (400). An unknown code answers 404; a second ' +
          'redemption, or a code whose quota is used up (problem type `referral-quota-used-up`), 409. ' +
          'Answers whose code you redeemed, as `GET /users/referral/referred-quota` does.',
        body: RedemptionBody,
        response: { 200: ReferredQuota },
      },
    },
    async (request) =>
      referrals.redeem(app.db, principalOf(request).userId, request.body.referral_code),
  );

  app.get(
    '/users/referral/referred-quota',
    {
      ...parent,
      schema: {
        tags,
        operationId: 'getReferredQuota',
        summary: 'Whose referral code you redeemed, and what is left of its quota',
        description:
          'The owner is shown by first name and initial. Every field is null when you have redeemed no code.',
        response: { 200: ReferredQuota },
      },
    },
    async (request) => referrals.referredQuota(app.db, principalOf(request).userId),
  );
}
