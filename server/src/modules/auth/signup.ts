import { UserRole } from '@kyu/core/contract';
import type { SessionUser, SignupBody } from '@kyu/core/contract';
import { hashPassword } from '../../lib/passwords';
import { conflict } from '../../lib/problem';
import type { VerifiedIdentity } from './identity-providers';
import { handoffUrl, welcomeMail } from './mails';
import { withDeviceToken } from './device-tokens';
import { accountKey, provenOwner } from './login-limits';
import { assertPasswordRules } from './password-rules';
import { findUserByEmail, findUserById, findUserBySubject, takenUsernames } from './queries';
import { issueHandoff, normaliseEmail, type AuthContext } from './service';
import { signIn, type RequestMeta } from './session-user';
import { emailTaken, insertWithUsername, usernameTaken } from './usernames';

/**
 * `POST /auth/signup`: a student or parent account, with a password or a verified Google or
 * Apple identity (whose e-mail then wins over the one typed). Signs the new user in, and
 * mails a welcome with a one-click sign-in link for their other devices.
 */
export async function signup(
  ctx: AuthContext,
  body: SignupBody,
  meta: RequestMeta,
  now = new Date(),
): Promise<SessionUser> {
  const identity = await verifiedIdentity(ctx, body);
  if (!identity || body.password !== undefined) assertPasswordRules(body.password, 'password');
  const email = identity?.email ?? normaliseEmail(body.email);
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();
  if (identity && (await findUserBySubject(ctx.db, identity.provider, identity.subject))) {
    throw conflict(
      `This ${identity.provider === 'google' ? 'Google' : 'Apple'} account already has a Kyu account. Sign in instead.`,
    );
  }
  const chosen = body.username?.toLowerCase();
  if (chosen && (await takenUsernames(ctx.db, [chosen])).size) throw usernameTaken();

  const row = {
    email,
    passwordHash: body.password ? await hashPassword(body.password) : null,
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    userRoleId: UserRole[body.role],
    academicLevelId: body.academic_level_id ?? null,
    googleSub: identity?.provider === 'google' ? identity.subject : null,
    appleSub: identity?.provider === 'apple' ? identity.subject : null,
  };
  // An account without its session would be stuck: the visitor sees an error, and trying
  // again hears that the e-mail is taken. So the account, session, link and its mail go in
  // together.
  const session = await ctx.db.transaction(async (tx) => {
    const userId = await insertWithUsername(tx, row, chosen ?? null);
    const user = (await findUserById(tx, userId))!;
    const signedIn = await signIn(tx, user, meta, undefined, now);
    const url = handoffUrl(ctx.config.publicUrl, await issueHandoff(tx, userId, now));
    await ctx.mailer.enqueue(tx, welcomeMail(email, signedIn.first_name, url));
    return signedIn;
  });
  // A class signing up together is then known at its school's address, each on its device.
  await provenOwner(ctx.limits, { account: accountKey(session.id), ip: meta.ip }, now);
  return withDeviceToken(ctx.limits.deviceKey, session, now);
}

function verifiedIdentity(ctx: AuthContext, body: SignupBody): Promise<VerifiedIdentity | null> {
  if (body.google_jwt) return ctx.identity.verify('google', body.google_jwt);
  if (body.apple_auth_grant_code) return ctx.identity.verify('apple', body.apple_auth_grant_code);
  return Promise.resolve(null);
}
