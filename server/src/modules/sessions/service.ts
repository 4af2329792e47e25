import type { Db } from '../../db/client';
import { hashToken, newToken } from './tokens';
import { findLiveSession, insertSession, revokeSession, revokeUserSessions } from './queries';

/** How long a session lasts without signing in again. */
export const SESSION_DAYS = 30;

/** The signed-in user a request acts as. */
export interface Principal {
  sessionId: number;
  userId: number;
  userRoleId: number;
  teacherRoleId: number | null;
  schoolId: number | null;
}

/** Opens a session and returns its Bearer token; only its hash is stored. */
export async function openSession(
  db: Db,
  userId: number,
  meta: { userAgent?: string | null; ip?: string | null } = {},
  now = new Date(),
) {
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return token;
}

export async function principalFor(
  db: Db,
  token: string,
  now = new Date(),
): Promise<Principal | null> {
  if (token.length < 20 || token.length > 200) return null;
  const row = await findLiveSession(db, hashToken(token), now);
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    userRoleId: row.userRoleId,
    teacherRoleId: row.teacherRoleId,
    schoolId: row.schoolId,
  };
}

export const closeSession = (db: Db, sessionId: number, now = new Date()) =>
  revokeSession(db, sessionId, now);

/** Signs a user out everywhere: after a password reset or a deactivation. */
export const closeAllSessions = (db: Db, userId: number, now = new Date()) =>
  revokeUserSessions(db, userId, now);
