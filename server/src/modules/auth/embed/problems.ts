import {
  EMBED_CLOCK_SKEW_SECONDS,
  EMBED_GRACE_HOURS,
  EMBED_TOKEN_MAX_SECONDS,
} from '@kyu/core/contract';
import { HttpProblem, problemType } from '../../../lib/problem';

/**
 * Why a school's embed token was refused. The school's developer reads these while wiring up
 * their site, so each title names one cause and each detail says what to change; none of them
 * signs anyone in or says anything about a Kyu account.
 */
const refusedToken = (
  slug: string,
  title: string,
  detail: string,
  errors?: Record<string, string[]>,
) => new HttpProblem(401, title, detail, { type: problemType(`embed-token-${slug}`), errors });

/** Key ids and algorithms are echoed only when they are short and printable. */
const shown = (value: unknown) =>
  typeof value === 'string' && /^[\x20-\x7e]{1,64}$/.test(value) ? `"${value}"` : 'given';

export const embedProblems = {
  malformed: () =>
    refusedToken(
      'malformed',
      'Malformed embed token',
      'The token is not a signed JWT (three base64url parts: header.payload.signature).',
    ),
  algorithm: (alg: unknown) =>
    refusedToken(
      'algorithm',
      'Unsupported embed token algorithm',
      `Embed tokens are signed with HS256; this one's header names the algorithm ${shown(alg)}.`,
    ),
  noKeyId: () =>
    refusedToken(
      'no-key-id',
      'Embed token has no key id',
      "Put the key id shown in Kyu's console in the token's header as kid.",
    ),
  unknownKey: (kid: string) =>
    refusedToken(
      'unknown-key',
      'Unknown embed key',
      `No embed secret has the key id ${shown(kid)}. Copy the key id from the school's page in Kyu's console.`,
    ),
  revokedKey: () =>
    refusedToken(
      'revoked-key',
      'Embed secret revoked',
      "The secret this token names was revoked. Sign tokens with the school's active secret.",
    ),
  retiredKey: () =>
    refusedToken(
      'retired-key',
      'Embed secret retired',
      `The secret this token names was rotated and its ${EMBED_GRACE_HOURS}-hour grace period is over. Sign tokens with the new secret.`,
    ),
  signature: () =>
    refusedToken(
      'signature',
      'Invalid embed token signature',
      'The signature does not match the secret of the key id in the header.',
    ),
  expired: () =>
    refusedToken(
      'expired',
      'Embed token expired',
      'The token is past its exp. Mint a fresh token for each page a pupil opens.',
    ),
  notYetValid: () =>
    refusedToken(
      'not-yet-valid',
      'Embed token not yet valid',
      `The token's nbf is more than ${EMBED_CLOCK_SKEW_SECONDS} seconds ahead of Kyu's clock.`,
    ),
  issuedInFuture: () =>
    refusedToken(
      'issued-in-future',
      'Embed token issued in the future',
      `The token's iat is more than ${EMBED_CLOCK_SKEW_SECONDS} seconds ahead of Kyu's clock. Check the clock of the server that signs tokens.`,
    ),
  tooLong: (seconds: number) =>
    refusedToken(
      'too-long',
      'Embed token lives too long',
      `The token's exp is ${seconds} seconds after its iat; at most ${EMBED_TOKEN_MAX_SECONDS} are allowed.`,
    ),
  replayed: () =>
    refusedToken(
      'replayed',
      'Embed token already used',
      'A token signs a pupil in once (its jti was used before). Mint a fresh token for each page.',
    ),
  otherSchool: () =>
    refusedToken(
      'other-school',
      'Embed token for another school',
      "The token's school claim names another school than the one its key belongs to.",
    ),
  claims: (errors: Record<string, string[]>) =>
    refusedToken(
      'claims',
      'Invalid embed token claims',
      `Fix these claims: ${Object.entries(errors)
        .map(([claim, messages]) => `${claim} ${messages.join(', ')}`)
        .join('; ')}.`,
      errors,
    ),
  role: (role: unknown) =>
    refusedToken(
      'role',
      'Role not allowed in an embed token',
      `A school's page signs in pupils only: role must be "student", not ${shown(role)}. Teachers, parents and admins sign in to Kyu with their own account.`,
    ),
  schoolInactive: () =>
    new HttpProblem(
      403,
      'School deactivated',
      'This school is deactivated in Kyu, so its pupils cannot be signed in.',
      { type: problemType('embed-school-inactive') },
    ),
};

/** The account a valid token names cannot be signed in from this school's page. */
const refusedAccount = (slug: string, title: string, detail: string) =>
  new HttpProblem(409, title, detail, { type: problemType(`embed-account-${slug}`) });

export const embedAccountProblems = {
  outsideSchool: () =>
    refusedAccount(
      'outside-school',
      'E-mail belongs to an account outside this school',
      "The token's e-mail is used by a Kyu account that is not one of this school's, so it cannot be signed in from the school's page. Ask Kyu support, or use the pupil's school e-mail.",
    ),
  notStudent: () =>
    refusedAccount(
      'not-student',
      'E-mail belongs to a staff or parent account',
      "The token's e-mail is used by an account of this school that is not a pupil's; a school's page signs in pupils only.",
    ),
  linkedElsewhere: () =>
    refusedAccount(
      'linked-elsewhere',
      'Account linked to another school user id',
      "The Kyu account with the token's e-mail already signs in as another of the school's user ids (sub).",
    ),
  movedSchool: () =>
    refusedAccount(
      'moved-school',
      'Pupil belongs to another school now',
      'The Kyu account this school user id (sub) signed in as has moved to another school.',
    ),
};
