import { verifyDecoy, verifyPassword } from '../../lib/passwords';
import type { Db } from '../../db/client';
import { normaliseEmail } from './context';
import { accountKey, admitPasswordCheck, type PasswordLimits } from './login-limits';
import { findUserByEmail, findUserByUsername, type AuthUser } from './queries';

/** The account a sign-in name names: one box takes either, and an "@" makes it an e-mail. */
export function findSignInAccount(db: Db, identifier: string) {
  return identifier.includes('@')
    ? findUserByEmail(db, normaliseEmail(identifier))
    : findUserByUsername(db, identifier);
}

/**
 * Checks a password under the failed-sign-in limits (login-limits.ts), taking as long whether
 * or not the account exists or has a password. A wrong password counts against the account
 * (or the name typed, for none) and the network; `locked` says this failure locked the account.
 * An attempt the limits refuse throws 429 and checks nothing.
 */
export async function checkPassword(
  limits: PasswordLimits,
  attempt: {
    user: AuthUser | undefined;
    identifier: string;
    password: string;
    ip: string;
    device: string | null;
  },
  now: Date,
): Promise<{ right: boolean; locked: boolean }> {
  const { user } = attempt;
  const admission = await admitPasswordCheck(
    limits,
    {
      account: user ? accountKey(user.id) : `name:${attempt.identifier.toLowerCase()}`,
      ip: attempt.ip,
      device: attempt.device,
    },
    now,
  );
  try {
    const matches = user?.passwordHash
      ? await verifyPassword(attempt.password, user.passwordHash)
      : await verifyDecoy(attempt.password);
    if (!user?.passwordHash || !matches) return { right: false, locked: await admission.failed() };
    await admission.succeeded();
    return { right: true, locked: false };
  } finally {
    admission.release();
  }
}
