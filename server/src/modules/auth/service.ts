import type { HandoffToken, IdentityClaims, MagicLinkValidation } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { HttpProblem, problemType } from '../../lib/problem';
import { closeSession } from '../sessions/service';
import type { IdentityProvider, VerifiedIdentity } from './identity-providers';
import { CheckGate } from './check-gate';
import type { PasswordLimits } from './login-limits';
import type { LimitStore } from '../../providers/limits';
import { checkPassword, findSignInAccount } from './password-check';
import { normaliseEmail, type AuthContext, type MailContext } from './context';
import { lockedMail, magicLinkMail, magicLinkUrl } from './mails';
import { consumeToken, issueToken, mayMailLink, peekToken } from './one-time-tokens';
import { findUserByEmail, findUserById, findUserBySubject, type AuthUser } from './queries';

export { normaliseEmail, type AuthContext, type MailContext } from './context';
// Other modules make and prove accounts through these (a parent's child, the buy page's parent).
export { assertPasswordRules } from './password-rules';
export { startParentAccount } from './pending-parent';
export type { PasswordLimits } from './login-limits';

/**
 * A single-use hand-off id for a user (10 minutes). A link `/login/validation/{id}` signs its
 * holder in through `GET /auth/token/{id}`; any module that mails a "sign in" button uses it.
 */
export async function issueHandoff(db: Db, userId: number, now = new Date()) {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`issueHandoff: no user ${userId}`);
  return issueToken(db, 'handoff', user, now);
}

/**
 * Swaps a hand-off id, once, for a login token that lives two minutes; both in one transaction,
 * so a hand-off is never used up without its login token.
 */
export async function exchangeHandoff(
  db: Db,
  handoffId: string,
  now = new Date(),
): Promise<HandoffToken> {
  return db.transaction(async (tx) => {
    const handoff = await consumeToken(tx, 'handoff', handoffId, now);
    const token = await issueToken(tx, 'login', { id: handoff.userId, email: handoff.email }, now);
    return { token };
  });
}

/**
 * Mails a sign-in link to an active account; says nothing about whether there was one. The
 * link and its mail are written together; SMTP's seconds happen in the mail job, so they do
 * not show in the answer as the mark of an address with an account. (A few database writes
 * still differ; GET /users?email= answers that question openly anyway.)
 */
export async function requestMagicLink(ctx: AuthContext, email: string, now = new Date()) {
  const user = await findUserByEmail(ctx.db, normaliseEmail(email));
  if (!user?.isActive || !(await mayMailLink(ctx.db, 'magic_link', user.email, now))) return;
  await mailSignInLink(ctx, user, now, magicLinkMail);
}

/** A magic link for `user` and the mail `compose` makes of it, in one transaction. */
async function mailSignInLink(
  ctx: MailContext,
  user: AuthUser,
  now: Date,
  compose: typeof magicLinkMail,
) {
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, 'magic_link', user, now);
    const url = magicLinkUrl(ctx.config.publicUrl, token);
    await ctx.mailer.enqueue(tx, compose(user.email, user.firstName, url));
  });
}

/**
 * Mails the owner of an account that was just locked a sign-in link, which lifts the lock
 * (login.ts). It runs in the background: the attempt is answered alike, and as fast, whether
 * or not the account exists. Links of this kind share the per-address mail limit of magic
 * links, so locking an account over and over cannot flood its owner's inbox.
 */
export function mailUnlockLink(ctx: MailContext, user: AuthUser, now: Date) {
  const send = async () => {
    if (!user.isActive || !(await mayMailLink(ctx.db, 'magic_link', user.email, now))) return;
    await mailSignInLink(ctx, user, now, lockedMail);
  };
  send().catch((err: unknown) => ctx.log.error({ err }, 'unlock link not sent'));
}

/** Whose a live magic link is; looking does not use it up. */
export async function validateMagicLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<MagicLinkValidation> {
  const row = await peekToken(db, 'magic_link', token, now);
  return { email: row.email };
}

/**
 * The account a verified identity belongs to: the one linked to its subject, else the one with
 * its e-mail, unless that one is already linked to another identity of the same provider.
 */
export async function findAccountFor(db: Db, identity: VerifiedIdentity) {
  const linked = await findUserBySubject(db, identity.provider, identity.subject);
  if (linked) return linked;
  const byEmail = await findUserByEmail(db, identity.email);
  const existing = identity.provider === 'google' ? byEmail?.googleSub : byEmail?.appleSub;
  if (byEmail && existing && existing !== identity.subject) {
    throw new HttpProblem(
      409,
      'Conflict',
      `The Kyu account for ${identity.email} is linked to a different ${identity.provider === 'google' ? 'Google' : 'Apple'} account.`,
      { type: problemType('identity-conflict') },
    );
  }
  return byEmail;
}

/** What a Google or Apple token says, for the portal to sign in or pre-fill sign-up. */
export async function identityClaims(
  ctx: AuthContext,
  provider: IdentityProvider,
  idToken: string,
): Promise<IdentityClaims> {
  const identity = await ctx.identity.verify(provider, idToken);
  // An e-mail linked to another identity still has an account: sign-up would be refused.
  const account = await findAccountFor(ctx.db, identity).catch((error: unknown) => {
    if (error instanceof HttpProblem && error.status === 409) return 'linked elsewhere';
    throw error;
  });
  return {
    provider,
    email: identity.email,
    first_name: identity.firstName,
    last_name: identity.lastName,
    has_account: account !== undefined,
  };
}

/**
 * The limits a password check outside sign-in counts in: the app's counters, shared with
 * sign-in, and a gate of its own for the checks under way, sized as sign-in's.
 */
export const passwordLimits = (store: LimitStore): PasswordLimits => ({
  store,
  gate: new CheckGate(1000),
});

/**
 * Whether `password` is right for the account `identifier` names (an e-mail or a username), for
 * a flow that proves an account without signing into it (a parent linking a child's). The same
 * limits as signing in apply and count: a wrong password here counts against the account, may
 * lock it (mailing its owner the unlock link) and an attempt the limits hold back is a 429.
 * Answers the account, or null when the name or password is wrong.
 */
export async function proveSignIn(
  ctx: MailContext & { limits: PasswordLimits },
  attempt: { identifier: string; password: string; ip: string },
  now: Date,
): Promise<AuthUser | null> {
  const user = await findSignInAccount(ctx.db, attempt.identifier);
  const { right, locked } = await checkPassword(
    ctx.limits,
    { ...attempt, user, device: null },
    now,
  );
  if (locked && user?.passwordHash) mailUnlockLink(ctx, user, now);
  return right && user ? user : null;
}

export const logout = (db: Db, sessionId: number) => closeSession(db, sessionId);
