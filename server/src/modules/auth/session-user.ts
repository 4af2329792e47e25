import type { SessionUser } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { openSession } from '../sessions/service';
import { deactivated, roleMismatch } from './problems';
import { updateUser, type AuthUser } from './queries';

/** Where a sign-in came from; kept on the session so a user can tell their devices apart. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** Refuses deactivated accounts and a chosen role that is not the account's. */
export function assertMaySignIn(user: AuthUser, loginRole: number | undefined) {
  if (!user.isActive) throw deactivated();
  if (loginRole !== undefined && loginRole !== user.userRoleId)
    throw roleMismatch(loginRole, user.userRoleId);
}

export function toSessionUser(
  user: AuthUser,
  accessToken: string,
  lastLoggedIn: Date | null,
): SessionUser {
  return {
    id: user.id,
    access_token: accessToken,
    username: user.username,
    user_role_id: user.userRoleId,
    teacher_role_id: user.teacherRoleId,
    school_id: user.schoolId,
    school_flags: { learning_path_disabled: user.learningPathDisabled ?? false },
    flag: { has_agreed_policy: user.hasAgreedPolicy },
    last_logged_in: lastLoggedIn?.toISOString() ?? null,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    profile_pic_url: user.profilePicUrl,
  };
}

/**
 * Opens a session for a user who proved who they are. The answer carries the previous sign-in
 * time (null the first time, which is how the portal recognises a new user); now is stored.
 */
export async function signIn(
  db: Db,
  user: AuthUser,
  meta: RequestMeta,
  loginRole?: number,
  now = new Date(),
): Promise<SessionUser> {
  assertMaySignIn(user, loginRole);
  const accessToken = await openSession(db, user.id, meta, now);
  await updateUser(db, user.id, { lastLoggedIn: now });
  return toSessionUser(user, accessToken, user.lastLoggedIn);
}
