import { UserRole } from '@kyu/core/contract';
import { HttpProblem, problemType, refused, tooMany } from '../../lib/problem';
import { inWords } from './limit-rules';

/** The problems only sign-in answers; the general ones are in lib/problem. */

/** Same words for an unknown account and a wrong password, so neither reveals which it was. */
export const wrongCredentials = () =>
  new HttpProblem(401, 'Sign-in failed', 'E-mail or password is incorrect.', {
    type: problemType('invalid-credentials'),
  });

export const deactivated = () =>
  new HttpProblem(
    403,
    'Account deactivated',
    'This account has been deactivated. Ask your school or Kyu support to turn it back on.',
    { type: problemType('account-deactivated') },
  );

const ROLE_NAMES = Object.fromEntries(
  Object.entries(UserRole).map(([name, id]) => [
    id,
    name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`),
  ]),
) as Record<number, string>;

export const roleName = (roleId: number) => ROLE_NAMES[roleId] ?? `role ${roleId}`;

const withArticle = (roleId: number) => {
  const name = roleName(roleId);
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
};

export const roleMismatch = (chosen: number, actual: number) =>
  new HttpProblem(
    403,
    'Wrong account type',
    `This is ${withArticle(actual)} account, not ${withArticle(chosen)} account. Choose "${roleName(actual)}" to sign in.`,
    { type: problemType('role-mismatch') },
  );

/** Google or Apple vouched for the visitor, but no Kyu account uses that identity yet. */
export const noAccount = (provider: string) =>
  new HttpProblem(
    404,
    'No account',
    `No Kyu account uses this ${provider} sign-in yet. Sign up to create one.`,
    { type: problemType('no-account') },
  );

const LMS_NAMES = { canvas: 'Canvas', d2l: 'D2L (Brightspace)' } as const;

export const lmsNotConnected = (lms: keyof typeof LMS_NAMES) =>
  refused(
    `Your school has not connected ${LMS_NAMES[lms]} to Kyu, so signing in with ${LMS_NAMES[lms]} is not available. Sign in with your e-mail and password, or an e-mailed link.`,
    'lms-not-connected',
  );

export const missingField = (field: string, detail: string) =>
  new HttpProblem(400, 'Invalid request', detail, {
    type: problemType('validation'),
    errors: { [field]: ['is required'] },
  });

const LINK = 'use “Email me a sign-in link”';

/**
 * 429 for a password attempt held back by its own failures (login-limits.ts). The words are the
 * same whether the account exists, so the answer tells a guesser nothing about it.
 */
export function signInPaused(why: 'account' | 'locked' | 'device', waitMs: number) {
  const wait = inWords(waitMs);
  const detail = {
    device: `Too many wrong passwords on this device. Try again in ${wait}, or ${LINK}.`,
    account: `Too many wrong passwords for this account. Try again in ${wait}, or ${LINK}.`,
    locked: `This account is locked for ${wait} after too many wrong passwords. Sign in on a device you have used before, or ${LINK}; if the account is yours, we mailed you a link that unlocks it.`,
  }[why];
  return tooMany(detail, waitMs / 1000);
}

/** 429 for a first sign-in from a network whose hour of failures at new accounts is used up. */
export const networkCapped = (waitMs: number) =>
  tooMany(
    `Too many failed sign-ins from your network. Try again in ${inWords(waitMs)}, sign in on a device you have used before, or ${LINK}.`,
    waitMs / 1000,
  );

/** 429 when more attempts wait for their turn at one account or network than the queue holds. */
export const checksBusy = () =>
  tooMany('Many sign-ins are being checked here right now. Try again in a few seconds.', 2);
