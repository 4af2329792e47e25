import type { JWTPayload } from 'jose';
import { EMBED_CLOCK_SKEW_SECONDS, EMBED_ROLES, EMBED_TOKEN_MAX_SECONDS } from '@kyu/core/contract';
import { embedProblems } from './problems';

/** What a verified token says about the pupil, checked and tidied. */
export interface EmbedClaims {
  /** The school's own user id. */
  sub: string;
  /** Lower-cased, as Kyu stores e-mails. */
  email: string;
  firstName: string;
  lastName: string;
  jti: string;
  /** Past this the token is refused anyway, so its jti need not be remembered longer. */
  refusedAfter: Date;
}

// Control characters (NUL among them) have no place in a name, an id or an address.
const CONTROL = /\p{Cc}/u;
const EMAIL = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;

type Errors = Record<string, string[]>;

function text(payload: JWTPayload, claim: string, max: number, errors: Errors, required = true) {
  const value = payload[claim];
  if (value === undefined && !required) return undefined;
  const problem =
    value === undefined
      ? 'is required'
      : typeof value !== 'string'
        ? 'must be a string'
        : value.trim() === ''
          ? 'must not be empty'
          : value.length > max
            ? `must be at most ${max} characters`
            : CONTROL.test(value)
              ? 'must not contain control characters'
              : null;
  if (problem === null) return (value as string).trim();
  errors[claim] = [problem];
  return undefined;
}

/** `given_name` and `family_name` when the school sends them, else `name` split at its first space. */
function names(name: string, given: string | undefined, family: string | undefined) {
  if (given) return { firstName: given, lastName: family ?? '' };
  const [first = name, ...rest] = name.split(/\s+/);
  return { firstName: first.slice(0, 80), lastName: rest.join(' ').slice(0, 80) };
}

/**
 * Reads the claims of a token whose signature and exp were already verified, and refuses one
 * that is missing a claim, asserts a role a school may not, names another school, was issued
 * ahead of our clock, or lives longer than EMBED_TOKEN_MAX_SECONDS.
 */
export function readEmbedClaims(payload: JWTPayload, schoolId: number, now: Date): EmbedClaims {
  const errors: Errors = {};
  const sub = text(payload, 'sub', 255, errors);
  const jti = text(payload, 'jti', 255, errors);
  const email = text(payload, 'email', 254, errors);
  if (email && !EMAIL.test(email)) errors.email = ['must be an e-mail address'];
  const name = text(payload, 'name', 160, errors);
  const given = text(payload, 'given_name', 80, errors, false);
  const family = text(payload, 'family_name', 80, errors, false);
  for (const claim of ['iat', 'exp'] as const) {
    const value = payload[claim];
    if (value === undefined) errors[claim] = ['is required'];
    else if (!Number.isFinite(value)) errors[claim] = ['must be a number of seconds'];
  }
  if (payload.role === undefined) errors.role = ['is required'];
  if (payload.school !== undefined && !Number.isSafeInteger(payload.school))
    errors.school = ["must be the school's Kyu id, a number"];
  if (Object.keys(errors).length) throw embedProblems.claims(errors);

  const iat = payload.iat!;
  const exp = payload.exp!;
  if (iat > now.getTime() / 1000 + EMBED_CLOCK_SKEW_SECONDS) throw embedProblems.issuedInFuture();
  if (exp - iat > EMBED_TOKEN_MAX_SECONDS) throw embedProblems.tooLong(Math.round(exp - iat));
  if (payload.school !== undefined && payload.school !== schoolId)
    throw embedProblems.otherSchool();
  if (!(EMBED_ROLES as readonly unknown[]).includes(payload.role))
    throw embedProblems.role(payload.role);

  return {
    sub: sub!,
    jti: jti!,
    email: email!.toLowerCase(),
    ...names(name!, given, family),
    refusedAfter: new Date((exp + EMBED_CLOCK_SKEW_SECONDS) * 1000),
  };
}
