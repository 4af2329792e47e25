import type { PasswordResetBody, PasswordResetLinkBody } from '@kyu/core/contract';
import { hashPassword } from '../../lib/passwords';
import { badRequest, HttpProblem } from '../../lib/problem';
import { closeAllSessions, forgetUserSessions } from '../sessions/service';
import { accountKey, forgetAccountFailures } from './login-limits';
import { resetMail, resetUrl } from './mails';
import { consumeToken, issueToken, mayMailLink, spentToken } from './one-time-tokens';
import { assertPasswordRules } from './password-rules';
import { findUserByEmail, updateUser } from './queries';
import { normaliseEmail, type AuthContext } from './service';

const RESET_GONE = 'This password reset link has expired or was already used. Ask for a new one.';

/** Mails a reset link to an active account; answers alike whether there was one. */
export async function requestPasswordReset(
  ctx: AuthContext,
  body: PasswordResetLinkBody,
  now = new Date(),
) {
  const user = await findUserByEmail(ctx.db, normaliseEmail(body.email));
  if (!user?.isActive || !(await mayMailLink(ctx.db, 'password_reset', user.email, now))) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, 'password_reset', user, now);
    const url = resetUrl(ctx.config.publicUrl, token, body.is_from_academy_new_buy_page === true);
    await ctx.mailer.enqueue(tx, resetMail(user.email, user.firstName, url));
  });
}

/**
 * Sets a new password with a reset token. The rules are checked first, so a too-short password
 * does not use the link up. Every session of the account ends: whoever knew the old password
 * is signed out, and the account's failed sign-ins are forgotten. Using the link and changing
 * the password happen together or not at all, so a failure midway leaves the link working.
 */
export async function resetPassword(ctx: AuthContext, body: PasswordResetBody, now = new Date()) {
  assertPasswordRules(body.new_password, 'new_password');
  // Hashing is slow on purpose, so it happens before the transaction, not while holding it.
  const passwordHash = await hashPassword(body.new_password);
  const userId = await ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'password_reset', body.token, now).catch(
      (error: unknown) => {
        if (!(error instanceof HttpProblem)) throw error;
        // A token never issued is a bad request; one used or expired is gone.
        throw error.status === 404
          ? badRequest(RESET_GONE, { token: ['is not a valid reset link'] })
          : spentToken(true, RESET_GONE);
      },
    );
    await updateUser(tx, row.userId, { passwordHash });
    await closeAllSessions(tx, row.userId, now);
    return row.userId;
  });
  // Forgotten again after the commit: until it, a lookup could still find the sessions live.
  forgetUserSessions(ctx.db, userId);
  await forgetAccountFailures(ctx.limits, accountKey(userId));
  return { ok: true as const };
}
