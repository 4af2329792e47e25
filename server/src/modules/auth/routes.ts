import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EMBED_GRACE_HOURS,
  EMBED_TOKEN_MAX_SECONDS,
  EmbedTokenBody,
  HandoffParams,
  HandoffToken,
  IdentityClaims,
  LoginBody,
  MagicLinkBody,
  MagicLinkValidation,
  Ok,
  PasswordResetBody,
  PasswordResetLinkBody,
  SessionUser,
  SignupBody,
  TokenParams,
  WhiteLabel,
  WhiteLabelQuery,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import { exchangeEmbedToken } from './embed/exchange';
import { CheckGate } from './check-gate';
import { deviceTokenKey } from './device-tokens';
import { createIdentityProviders } from './identity-providers';
import { login } from './login';
import { requestPasswordReset, resetPassword } from './password-reset';
import { RATE_LIMITS } from './rate-limits';
import {
  exchangeHandoff,
  identityClaims,
  logout,
  requestMagicLink,
  validateMagicLink,
  type AuthContext,
} from './service';
import type { RequestMeta } from './session-user';
import { signup } from './signup';
import { findWhiteLabel, whiteLabelFor } from './white-label';

const tags = ['auth'];
const ok = { ok: true } as const;
const GoogleParams = Type.Object({ jwt: Type.String({ minLength: 1, maxLength: 8192 }) });
const AppleParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 8192 }) });

const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The Auth calls of calls.md, under /api/v1/auth. */
export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const ctx: AuthContext = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    identity: createIdentityProviders(app.config, app.log),
    limits: {
      store: app.limits,
      // A class of hundreds waiting for its turn at one address fits; a flood beyond is refused.
      gate: new CheckGate(1000),
      deviceKey: await deviceTokenKey(app.db),
    },
  };

  app.post(
    '/signup',
    {
      schema: {
        operationId: 'createAccount',
        problems: [401, 403, 409, 422, 503],
        body: SignupBody,
        response: { 201: SessionUser },
        tags,
        summary: 'Create a student or parent account and sign in',
      },
      config: { rateLimit: RATE_LIMITS.signup },
    },
    async (request, reply) =>
      reply.status(201).send(await signup(ctx, request.body, metaOf(request), app.clock())),
  );

  app.post(
    '/login',
    {
      schema: {
        operationId: 'logIn',
        problems: [401, 403, 404, 409, 422, 429, 503],
        body: LoginBody,
        response: { 200: SessionUser },
        tags,
        summary: 'Sign in with any login type',
      },
      config: { audit: 'sign-in' },
    },
    async (request) => login(ctx, request.body, metaOf(request), app.clock()),
  );

  app.post(
    '/embed-token',
    {
      schema: {
        operationId: 'exchangeEmbedToken',
        problems: [401, 403, 409],
        body: EmbedTokenBody,
        response: { 200: SessionUser },
        tags,
        summary: "Sign a school's pupil in with a token signed by the school's server",
        description:
          `The school's server signs a JWT with its embed secret (HS256, the secret's key id as kid; ` +
          `claims sub, name, email, role "student", iat, exp at most ${EMBED_TOKEN_MAX_SECONDS} s after iat, jti; ` +
          `optionally school, given_name, family_name). Answers a session as a password sign-in does, ` +
          `making the pupil on first sight or linking the school's pupil with that e-mail. ` +
          `401 names why a token is refused (expired, used before, wrong signature, revoked key, key rotated more than ` +
          `${EMBED_GRACE_HOURS} h ago, unknown key id, another algorithm than HS256, another school, bad claims); ` +
          `409 when the e-mail belongs to an account outside the school or to staff. No Bearer token needed.`,
      },
      // A token is a few hundred bytes; a larger body is refused before it is read.
      bodyLimit: 16 * 1024,
      config: { audit: 'sign-in' },
    },
    async (request) => exchangeEmbedToken(ctx, request.body.token, metaOf(request), app.clock()),
  );

  app.post(
    '/logout',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'logOut',
        response: { 200: Ok },
        tags,
        summary: 'End this session on the server',
      },
    },
    async (request) => {
      await logout(app.db, principalOf(request).sessionId);
      return ok;
    },
  );

  app.post(
    '/magic-link',
    {
      schema: {
        operationId: 'sendMagicLink',
        body: MagicLinkBody,
        response: { 200: Ok },
        tags,
        summary: 'Mail a single-use sign-in link',
      },
      config: { rateLimit: RATE_LIMITS.mailedLink },
    },
    async (request) => {
      await requestMagicLink(ctx, request.body.email, app.clock());
      return ok;
    },
  );

  app.get(
    '/magic-link/:token/validate',
    {
      schema: {
        operationId: 'validateMagicLink',
        problems: [404, 410],
        params: TokenParams,
        response: { 200: MagicLinkValidation },
        tags,
        summary: 'Check a sign-in link without using it',
      },
    },
    async (request) => validateMagicLink(app.db, request.params.token, app.clock()),
  );

  app.get(
    '/token/:id',
    {
      schema: {
        operationId: 'exchangeHandoffToken',
        problems: [404, 410],
        params: HandoffParams,
        response: { 200: HandoffToken },
        tags,
        summary: 'Swap a hand-off id for a login token',
      },
    },
    async (request) => exchangeHandoff(app.db, request.params.id, app.clock()),
  );

  app.get(
    '/google/:jwt/validate',
    {
      schema: {
        operationId: 'verifyGoogleToken',
        problems: [401, 403, 422, 503],
        params: GoogleParams,
        response: { 200: IdentityClaims },
        tags,
        summary: 'Verify a Google ID token',
      },
    },
    async (request) => identityClaims(ctx, 'google', request.params.jwt),
  );

  app.get(
    '/apple/:code/validate',
    {
      schema: {
        operationId: 'verifyAppleToken',
        problems: [401, 403, 422, 503],
        params: AppleParams,
        response: { 200: IdentityClaims },
        tags,
        summary: 'Verify a Sign in with Apple ID token',
      },
    },
    async (request) => identityClaims(ctx, 'apple', request.params.code),
  );

  app.post(
    '/white-label',
    {
      schema: {
        operationId: 'getWhiteLabel',
        problems: [404],
        body: WhiteLabelQuery,
        response: { 200: WhiteLabel },
        tags,
        summary: "A school's branding for its host name",
      },
      config: { rateLimit: RATE_LIMITS.whiteLabel },
    },
    async (request) => whiteLabelFor(app.db, request.body.domain),
  );

  app.get(
    '/white-label',
    {
      schema: {
        operationId: 'findWhiteLabel',
        querystring: WhiteLabelQuery,
        response: { 200: WhiteLabel, 204: Type.Null() },
        tags,
        summary: "A school's branding for its host name, or 204 when no school uses it",
        description:
          'The lookup every page makes at start-up (the portal and the widgets): a host without a school is no error.',
      },
      config: { rateLimit: RATE_LIMITS.whiteLabel },
    },
    async (request, reply) => {
      // Every page of a school's site asks; a visitor's next pages within a minute need not.
      reply.header('cache-control', 'public, max-age=60');
      return (await findWhiteLabel(app.db, request.query.domain)) ?? reply.code(204).send(null);
    },
  );

  app.post(
    '/password/reset/link',
    {
      schema: {
        operationId: 'sendPasswordResetLink',
        body: PasswordResetLinkBody,
        response: { 200: Ok },
        tags,
        summary: 'Mail a single-use password reset link',
      },
      config: { rateLimit: RATE_LIMITS.mailedLink },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body, app.clock());
      return ok;
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        operationId: 'resetPassword',
        body: PasswordResetBody,
        response: { 200: Ok },
        tags,
        summary: 'Set a new password with a reset link',
      },
      config: { rateLimit: RATE_LIMITS.passwordReset },
    },
    async (request) => resetPassword(ctx, request.body, app.clock()),
  );
}
