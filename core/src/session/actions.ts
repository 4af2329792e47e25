import { PRODUCT, type Portal } from '../constants';
import type {
  HandoffToken,
  IdentityClaims,
  LoginBody,
  MagicLinkValidation,
  PolicyFlag,
  Profile,
  ProfilePic,
  ProfileUpdate,
  SessionUser,
  SignupBody,
} from '../contract';
import { api } from '../api/client';
import { sessionArea, writeJson } from '../storage/areas';
import { StorageKey } from '../storage/keys';
import { isSessionUser } from '../account/model';
import { signOutLocally } from '../account/sign-out';
import { $user, deviceTokens, rememberDeviceToken } from '../account/stores';

const seg = (value: string): string => encodeURIComponent(value);

/**
 * Takes a session answer in: its device token is kept apart (it outlives sign-out) and the rest
 * becomes {@link $user}.
 */
export function signedIn({ device_token, ...user }: SessionUser): SessionUser {
  if (device_token) rememberDeviceToken(user.id, device_token);
  $user.set(user);
  return user;
}

/**
 * Signs in with any login type; the answer becomes {@link $user}. The device tokens of earlier
 * sign-ins go along, so a locked account still opens on a device its owner used before.
 */
export async function login(body: LoginBody): Promise<SessionUser> {
  const tokens = deviceTokens();
  const sent = tokens.length && !body.device_tokens ? { ...body, device_tokens: tokens } : body;
  return signedIn(await api.post<SessionUser>('/auth/login', sent));
}

/**
 * Creates a student or parent account and signs it in: from the answer when it carries a
 * session, otherwise with the password just chosen. Resolves to null when neither is possible
 * (an identity sign-up without a session), and the caller sends the visitor to sign in.
 */
export async function signup(body: SignupBody): Promise<SessionUser | null> {
  const answer = await api.post<unknown>('/auth/signup', body);
  if (isSessionUser(answer)) return signedIn(answer);
  if (!body.password) return null;
  return login({ login_type: 'password', email: body.email, password: body.password });
}

/** Ends the session on the server, then signs out locally even when that call fails. */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } catch {
    // The token may already be revoked or the network down; this browser signs out regardless.
  } finally {
    signOutLocally();
  }
}

/** Mails a one-time sign-in link that opens the given portal. */
export async function requestMagicLink(email: string, portal: Portal): Promise<void> {
  await api.post('/auth/magic-link', { email, portal });
}

/** Checks a magic-link token and tells whose it is. */
export function validateMagicLink(token: string): Promise<MagicLinkValidation> {
  return api.get<MagicLinkValidation>(`/auth/magic-link/${seg(token)}/validate`);
}

/** Signs in with a magic-link token. */
export function loginWithMagicLink(token: string, email: string): Promise<SessionUser> {
  return login({ login_type: 'magic_link', login_token: token, email });
}

/** Swaps a hand-off id (from `/login/validation/{id}`) for a token and signs in with it. */
export async function exchangeHandoff(id: string): Promise<SessionUser> {
  const { token } = await api.get<HandoffToken>(`/auth/token/${seg(id)}`);
  return login({ login_type: 'token', login_token: token });
}

async function validateIdentity(
  kind: 'google' | 'apple',
  credential: string,
): Promise<IdentityClaims> {
  const claims = await api.get<IdentityClaims>(`/auth/${kind}/${seg(credential)}/validate`);
  writeJson(
    sessionArea(),
    kind === 'google' ? StorageKey.googleClaims : StorageKey.appleClaims,
    claims,
  );
  return claims;
}

/** Verifies a Google ID token; the claims are kept for sign-up until sign-out. */
export const validateGoogle = (jwt: string) => validateIdentity('google', jwt);

/** Verifies a Sign in with Apple code; the claims are kept for sign-up until sign-out. */
export const validateApple = (code: string) => validateIdentity('apple', code);

/** Mails a password-reset link; `fromNewBuyPage` brings the visitor back to the buy page. */
export async function requestPasswordReset(email: string, fromNewBuyPage = false): Promise<void> {
  await api.post('/auth/password/reset/link', {
    email,
    [`is_from_${PRODUCT}_new_buy_page`]: fromNewBuyPage,
  });
}

/** Sets a new password with a reset token. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await api.post('/auth/password/reset', { token, new_password: newPassword });
}

function patchUser(update: Partial<SessionUser>): void {
  const user = $user.get();
  if (user) $user.set({ ...user, ...update });
}

/** Records that the user agreed to the policy, and updates `$user.flag`. */
export async function agreePolicy(): Promise<void> {
  const answer = await api.patch<PolicyFlag | undefined>('/users/has-agreed-policy');
  patchUser({ flag: answer?.flag ?? { has_agreed_policy: true } });
}

/** Changes the user's names or e-mail; the stored user follows. */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const profile = await api.patch<Profile>('/users/', update);
  const { first_name, last_name, email, username, profile_pic_url } = profile;
  patchUser({ first_name, last_name, email, username, profile_pic_url });
  return profile;
}

/** Uploads a new profile picture (multipart field `file`); the stored user gets its URL. */
export async function uploadProfilePic(file: Blob): Promise<string> {
  const user = $user.get();
  if (!user) throw new Error('Sign in to change your picture.');
  const form = new FormData();
  form.append('file', file);
  const { profile_pic_url } = await api.patch<ProfilePic>(`/users/${user.id}/profile-pic`, form);
  patchUser({ profile_pic_url });
  return profile_pic_url;
}
