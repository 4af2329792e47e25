import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../../config';
import { HttpProblem, problemType, refused } from '../../lib/problem';

export type IdentityProvider = 'google' | 'apple';

/** Who a verified Google or Apple ID token says the visitor is. */
export interface VerifiedIdentity {
  provider: IdentityProvider;
  /** The provider's stable id for the person (`sub`), kept in users.google_sub / apple_sub. */
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface IdentityProviders {
  verify(provider: IdentityProvider, idToken: string): Promise<VerifiedIdentity>;
}

const NAMES: Record<IdentityProvider, string> = { google: 'Google', apple: 'Apple' };

// jose's errors that mean "we could not fetch or read the provider's keys", not "bad token".
const UPSTREAM_ERRORS = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JOSE_GENERIC', 'ERR_JWKS_INVALID']);

/**
 * Verifies ID tokens against each provider's published keys (fetched and cached by jose, and
 * refetched when a token names a key not seen yet), its issuer, and our client id as audience.
 */
export function createIdentityProviders(config: Config, log: FastifyBaseLogger): IdentityProviders {
  const providers = {
    google: {
      clientId: config.google.clientId,
      issuer: config.google.issuers,
      keys: createRemoteJWKSet(new URL(config.google.jwksUrl)),
    },
    apple: {
      clientId: config.apple.clientId,
      issuer: config.apple.issuer,
      keys: createRemoteJWKSet(new URL(config.apple.jwksUrl)),
    },
  };

  return {
    async verify(provider, idToken) {
      const name = NAMES[provider];
      const settings = providers[provider];
      if (!settings.clientId) {
        throw refused(
          `${name} sign-in is not configured on this Kyu server. Sign in with your e-mail instead.`,
          'provider-not-configured',
        );
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, settings.keys, {
          issuer: settings.issuer,
          audience: settings.clientId,
          algorithms: ['RS256'],
        }));
      } catch (error) {
        throw verificationProblem(name, error, log);
      }
      return readIdentity(provider, payload);
    },
  };
}

function verificationProblem(name: string, error: unknown, log: FastifyBaseLogger) {
  const code = error instanceof errors.JOSEError ? error.code : null;
  if (code === null || UPSTREAM_ERRORS.has(code)) {
    log.warn({ err: error }, `${name} keys could not be fetched`);
    return new HttpProblem(
      503,
      'Service unavailable',
      `Kyu could not reach ${name} to check your sign-in. Try again in a minute.`,
      { type: problemType('provider-unavailable') },
    );
  }
  const detail =
    code === errors.JWTExpired.code
      ? `Your ${name} sign-in has expired. Sign in with ${name} again.`
      : `Your ${name} sign-in could not be verified. Sign in with ${name} again.`;
  return new HttpProblem(401, 'Sign-in required', detail, {
    type: problemType('identity-invalid'),
  });
}

// Google sends email_verified as a boolean, Apple as a boolean or the string "true".
const isTrue = (value: unknown) => value === true || value === 'true';
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function readIdentity(provider: IdentityProvider, payload: JWTPayload): VerifiedIdentity {
  const name = NAMES[provider];
  const email = text(payload.email).toLowerCase();
  if (!payload.sub || !email || !isTrue(payload.email_verified)) {
    throw new HttpProblem(
      403,
      'Forbidden',
      `Your ${name} account has no verified e-mail address, so Kyu cannot sign you in with it.`,
      { type: problemType('identity-unverified') },
    );
  }
  // Apple puts no names in its ID token; the portal asks for them at sign-up.
  return {
    provider,
    subject: payload.sub,
    email,
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
  };
}
