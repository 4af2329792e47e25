import { UserRole } from '@kyu/core/contract';
import { normaliseEmail, type MailContext } from './context';
import { resetUrl, setPasswordMail } from './mails';
import { issueToken, mayMailLink } from './one-time-tokens';
import { findUserByEmail } from './queries';
import { insertWithUsername } from './usernames';

/**
 * A parent account for an e-mail typed on the product's buy page, before it has a password or
 * a name: its owner sets the password through the link mailed here (a password-reset link that
 * returns to the buy page), and the name later. Typed again while it still has no password,
 * the link is mailed again, within the per-address mail limit. An e-mail already in use by a
 * finished account is left alone.
 */
export async function startParentAccount(
  ctx: MailContext,
  email: string,
  now: Date,
): Promise<void> {
  const address = normaliseEmail(email);
  let user = await findUserByEmail(ctx.db, address);
  if (!user) {
    const row = { email: address, firstName: '', lastName: '', userRoleId: UserRole.parent };
    // Typed twice at once, one insert wins and the other finds its account.
    await insertWithUsername(ctx.db, { ...row, passwordHash: null }, null).catch(() => null);
    user = await findUserByEmail(ctx.db, address);
    if (!user) throw new Error(`startParentAccount: no account for ${address} after inserting it`);
  }
  const waiting = !user.passwordHash && !user.googleSub && !user.appleSub;
  if (waiting && user.userRoleId === UserRole.parent) {
    if (await mayMailLink(ctx.db, 'password_reset', address, now)) {
      await ctx.db.transaction(async (tx) => {
        const token = await issueToken(tx, 'password_reset', user, now);
        const url = resetUrl(ctx.config.publicUrl, token, true);
        await ctx.mailer.enqueue(tx, setPasswordMail(address, url));
      });
    }
  }
}
