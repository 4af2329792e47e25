import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ContactUsBody,
  EmailLookup,
  EmailQuery,
  IdParams,
  Ok,
  Onboarding,
  OnboardingUpdate,
  PolicyFlag,
  Profile,
  ProfilePic,
  ProfileUpdate,
  UserRole,
} from '@kyu/core/contract';
import { readImageUpload } from '../../providers/files/upload';
import { perAccount } from '../../lib/request-limits';
import { principalOf } from '../sessions/plugin';
import * as users from './service';

/**
 * Look-ups and anonymous mail: generous for staff at work, too slow to harvest addresses. A
 * look-up is staff's, counted per account, so a school's office (one address) never shares one.
 */
export const EMAIL_LOOKUP_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: perAccount };
export const CONTACT_US_LIMIT = { max: 5, timeWindow: '15 minutes' };

/** The signed-in user's own account, plus the two anonymous calls of calls.md's Users list. */
export async function usersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  app.patch(
    '/users/has-agreed-policy',
    {
      ...signedIn,
      schema: {
        operationId: 'agreeToPolicy',
        summary: 'Record that the user agreed to the policy',
        response: { 200: PolicyFlag },
      },
    },
    async (request) => users.agreeToPolicy(app.db, principalOf(request).userId),
  );

  app.get(
    '/users/onboarding',
    {
      ...signedIn,
      schema: {
        operationId: 'getOnboarding',
        summary: 'The onboarding answers, every key present',
        response: { 200: Onboarding },
      },
    },
    async (request) => users.getOnboarding(app.db, principalOf(request).userId),
  );

  app.put(
    '/users/onboarding',
    {
      ...signedIn,
      schema: {
        operationId: 'updateOnboarding',
        summary: 'Merge onboarding answers',
        body: OnboardingUpdate,
        response: { 200: Onboarding },
      },
    },
    async (request) => users.updateOnboarding(app.db, principalOf(request).userId, request.body),
  );

  // calls.md writes this call with a trailing slash, which an OpenAPI path may not have: both
  // spellings reach it, and the document names the one without.
  for (const url of ['/users', '/users/']) {
    app.patch(
      url,
      {
        ...signedIn,
        schema: {
          operationId: 'updateProfile',
          problems: [409],
          summary: 'Change first name, last name or e-mail',
          description: 'calls.md spells it PATCH /users/; both spellings are served.',
          hide: url === '/users/',
          body: ProfileUpdate,
          response: { 200: Profile },
        },
      },
      async (request) => users.updateProfile(app.db, principalOf(request).userId, request.body),
    );
  }

  app.patch(
    '/users/:id/profile-pic',
    {
      ...signedIn,
      schema: {
        operationId: 'setProfilePicture',
        problems: [403, 422],
        summary:
          'Upload your profile picture (PNG, JPEG or WebP, up to 2 MB) in the multipart field "file"',
        description:
          'The picture is decoded, shrunk to fit 256×256 and stored as WebP without its metadata. ' +
          'A file that is not such an image is a 415, one over 2 MB a 413, one that cannot be ' +
          'decoded a 422; the previous picture stays in each case.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: ProfilePic },
      },
    },
    async (request) =>
      users.setProfilePic(app, principalOf(request), request.params.id, () =>
        readImageUpload(request, ['png', 'jpeg', 'webp']),
      ),
  );

  app.get(
    '/users',
    {
      preHandler: app.requireRole(UserRole.teacher, UserRole.admin),
      config: { rateLimit: EMAIL_LOOKUP_LIMIT },
      schema: {
        operationId: 'lookUpEmail',
        summary: 'Whether an e-mail has an account in your school (staff)',
        description:
          'For teachers and admins adding people to their school. `exists` is true only for an ' +
          "account in the caller's own school (Kyu's administrators: any account); an address " +
          'used elsewhere, or nowhere, answers false alike, so the call tells no one whether a ' +
          'person has an account at another school. Anyone else gets 401 or 403.',
        querystring: EmailQuery,
        response: { 200: EmailLookup },
      },
    },
    async (request) => users.lookUpEmail(app.db, principalOf(request), request.query.email),
  );

  app.post(
    '/mailer/contact-us',
    {
      config: { rateLimit: CONTACT_US_LIMIT },
      schema: {
        operationId: 'contactSupport',
        summary: 'Send a message to support',
        description:
          'Mails the address CONTACT_EMAIL names, with the sender as reply-to. The message is ' +
          'kept and sent by a job, retried while the mail server is away, so 200 means it will ' +
          'arrive, not that it has. A message of blanks answers 400 like an empty one; each ' +
          'address may send 5 per 15 minutes.',
        body: ContactUsBody,
        response: { 200: Ok },
      },
    },
    async (request) => users.contactUs(app, request.body),
  );
}
