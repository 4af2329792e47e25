import type { LoginBody, SessionUser } from '@kyu/core/contract';
import { hashPassword, needsRehash } from '../../lib/passwords';
import type { IdentityProvider } from './identity-providers';
import { trustedDevice, withDeviceToken } from './device-tokens';
import { accountKey, provenOwner } from './login-limits';
import { checkPassword, findSignInAccount } from './password-check';
import { consumeToken, peekToken, spentToken } from './one-time-tokens';
import { lmsNotConnected, missingField, noAccount, wrongCredentials } from './problems';
import { findUserById, updateUser, type AuthUser, type TokenPurpose } from './queries';
import { findAccountFor, mailUnlockLink, normaliseEmail, type AuthContext } from './service';
import { assertMaySignIn, signIn, type RequestMeta } from './session-user';

/** `POST /auth/login`: one body, and `login_type` says which of its fields prove who this is. */
export async function login(
  ctx: AuthContext,
  body: LoginBody,
  meta: RequestMeta,
  now = new Date(),
): Promise<SessionUser> {
  switch (body.login_type) {
    case 'password':
      return passwordLogin(ctx, body, meta, now);
    case 'magic_link':
      return tokenLogin(ctx, 'magic_link', body, meta, now);
    case 'token':
      return tokenLogin(ctx, 'login', body, meta, now);
    case 'google':
      return identityLogin(ctx, 'google', body.google_jwt, body, meta, now);
    case 'apple':
      return identityLogin(ctx, 'apple', body.apple_auth_grant_code, body, meta, now);
    case 'canvas':
    case 'd2l':
      throw lmsNotConnected(body.login_type);
  }
}

async function passwordLogin(ctx: AuthContext, body: LoginBody, meta: RequestMeta, now: Date) {
  const identifier = body.email?.trim() || body.username?.trim();
  if (!identifier) throw missingField('email', 'Enter your e-mail or username.');
  if (!body.password) throw missingField('password', 'Enter your password.');
  const user = await findSignInAccount(ctx.db, identifier);
  const device = user
    ? trustedDevice(ctx.limits.deviceKey, body.device_tokens, user.id, now)
    : null;
  const { right, locked } = await checkPassword(
    ctx.limits,
    { user, identifier, password: body.password, ip: meta.ip, device },
    now,
  );
  if (!right || !user?.passwordHash) {
    if (locked && user?.passwordHash) mailUnlockLink(ctx, user, now);
    throw wrongCredentials();
  }
  const session = await signIn(ctx.db, user, meta, body.login_role, now);
  if (needsRehash(user.passwordHash)) {
    await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(body.password) });
  }
  return withDeviceToken(ctx.limits.deviceKey, session, now, device);
}

/**
 * A sign-in that proved the owner without a password (a mailed link, Google or Apple): it
 * lifts the account's lock (this is how the mailed unlock link works) and trusts the device.
 */
async function provenSignIn(
  ctx: AuthContext,
  user: AuthUser,
  body: LoginBody,
  meta: RequestMeta,
  now: Date,
) {
  const session = await signIn(ctx.db, user, meta, body.login_role, now);
  await provenOwner(ctx.limits, { account: accountKey(user.id), ip: meta.ip }, now);
  const device = trustedDevice(ctx.limits.deviceKey, body.device_tokens, user.id, now);
  return withDeviceToken(ctx.limits.deviceKey, session, now, device);
}

/**
 * Magic links and hand-off login tokens. The account is checked before the token is used up,
 * so a refused sign-in (a deactivated account, another role chosen) leaves the link working.
 */
async function tokenLogin(
  ctx: AuthContext,
  purpose: Extract<TokenPurpose, 'magic_link' | 'login'>,
  body: LoginBody,
  meta: RequestMeta,
  now: Date,
) {
  const token = body.login_token?.trim();
  if (!token)
    throw missingField(
      'login_token',
      'The sign-in link is incomplete. Open it from the mail again.',
    );
  const row = await peekToken(ctx.db, purpose, token, now);
  // A magic link presented with another address is treated as one that does not exist.
  if (purpose === 'magic_link' && body.email && normaliseEmail(body.email) !== row.email) {
    throw spentToken(false);
  }
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw spentToken(false);
  assertMaySignIn(user, body.login_role);
  await consumeToken(ctx.db, purpose, token, now);
  return provenSignIn(ctx, user, body, meta, now);
}

async function identityLogin(
  ctx: AuthContext,
  provider: IdentityProvider,
  idToken: string | undefined,
  body: LoginBody,
  meta: RequestMeta,
  now: Date,
) {
  if (!idToken) {
    const field = provider === 'google' ? 'google_jwt' : 'apple_auth_grant_code';
    throw missingField(field, `Sign in with ${provider === 'google' ? 'Google' : 'Apple'} again.`);
  }
  const identity = await ctx.identity.verify(provider, idToken);
  const user = await findAccountFor(ctx.db, identity);
  if (!user) throw noAccount(provider === 'google' ? 'Google' : 'Apple');
  assertMaySignIn(user, body.login_role);
  // The first sign-in with this identity links it, so a later change of e-mail keeps working.
  if ((provider === 'google' ? user.googleSub : user.appleSub) !== identity.subject) {
    await updateUser(
      ctx.db,
      user.id,
      provider === 'google' ? { googleSub: identity.subject } : { appleSub: identity.subject },
    );
  }
  return provenSignIn(ctx, user, body, meta, now);
}
