import type { Db } from '../../db/client';
import { tooMany } from '../../lib/problem';
import {
  clearAccountLoginFailures,
  confirmLoginFailure,
  deleteLoginFailure,
  deleteLoginFailuresBefore,
  insertPendingLoginFailure,
  nthRecentFailure,
} from './queries';

/**
 * Password guessing is bounded twice over a sliding window: per account (one person's password
 * guessed from many addresses) and per client address (many accounts tried from one address).
 * Failures live in PostgreSQL, so every server process sees the same count.
 *
 * A successful sign-in clears the account's failures (its owner proved who they are) but not the
 * address's: otherwise a guesser could hold one real account and sign into it between guesses
 * at everyone else's. The cost is that a class behind one school address shares one budget of
 * failures; ten wrong passwords in a quarter of an hour from one room is already unusual.
 */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export interface LoginAttempt {
  /** `user:<id>` for a known account, else `name:<what was typed>`: unknown names count alike. */
  account: string;
  ip: string;
}

/**
 * Records an attempt before its password is checked, then throws 429 with Retry-After when
 * either counter already held the limit (a right password does not get past it). Recording
 * first and counting after means parallel guesses at one account each see the others; counting
 * first and recording after the slow hash let a whole burst through. The address counter
 * counts only attempts already found wrong, so a class signing in together is not refused.
 * Answers the claim, which the caller settles with `loginSucceeded` or `loginFailed`.
 */
export async function claimLoginAttempt(
  db: Db,
  attempt: LoginAttempt,
  now = new Date(),
): Promise<number> {
  const claim = await insertPendingLoginFailure(db, { ...attempt, createdAt: now });
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  // The limit-th most recent failure is the one whose leaving the window frees an attempt.
  const [byAccount, byIp] = await Promise.all([
    nthRecentFailure(db, { account: attempt.account }, since, LOGIN_FAILURE_LIMIT, claim),
    nthRecentFailure(db, { ip: attempt.ip }, since, LOGIN_FAILURE_LIMIT, claim),
  ]);
  const blockers = [byAccount, byIp].filter((d): d is Date => d !== undefined);
  if (!blockers.length) return claim;
  // A refused attempt checked no password, so it is not another failure.
  await deleteLoginFailure(db, claim);
  const freeAt = Math.max(...blockers.map((d) => d.getTime() + LOGIN_FAILURE_WINDOW_MS));
  const scope = byAccount ? 'for this account' : 'from your network';
  const minutes = Math.ceil((freeAt - now.getTime()) / 60_000);
  throw tooMany(
    `Too many failed sign-ins ${scope}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or sign in with an e-mailed link.`,
    (freeAt - now.getTime()) / 1000,
  );
}

/** The password was right: the claimed attempt was no failure. */
export const loginSucceeded = (db: Db, claim: number) => deleteLoginFailure(db, claim);

/** The password was wrong: the claim counts for the address too; expired failures are dropped. */
export async function loginFailed(db: Db, claim: number, attempt: LoginAttempt, now = new Date()) {
  await confirmLoginFailure(db, claim);
  await deleteLoginFailuresBefore(
    db,
    attempt.account,
    attempt.ip,
    new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS),
  );
}

/** After a successful sign-in or a password reset; the address counter stays (see above). */
export const forgetAccountFailures = (db: Db, account: string) =>
  clearAccountLoginFailures(db, account);

export const accountKey = (userId: number) => `user:${userId}`;
