import type { Db } from '../../db/client';
import type { SessionCache } from './cache';
import type { Principal } from './principal';
import { hashToken, newToken } from './tokens';
import { findLiveSession, insertSession, revokeSession, revokeUserSessions } from './queries';

export type { Principal } from './principal';

/** How long a session lasts without signing in again. */
export const SESSION_DAYS = 30;

/**
 * The session caches of the apps on each database handle (sessions plugin), so that whatever
 * signs a session out through the service, on whichever handle, forgets it there too.
 */
const cachesByDb = new WeakMap<Db, Set<SessionCache>>();

/** Makes `cache` answer for `db` until the call answered here; the sessions plugin uses it. */
export function attachSessionCache(db: Db, cache: SessionCache) {
  let set = cachesByDb.get(db);
  if (!set) cachesByDb.set(db, (set = new Set()));
  set.add(cache);
  return () => void set.delete(cache);
}

/**
 * Forgets a session in this process's caches. Sign-outs through this service call it after
 * their write; another instance's sign-out must reach it too (cache invalidation, issue 10).
 */
export function forgetSession(db: Db, sessionId: number) {
  for (const cache of cachesByDb.get(db) ?? []) cache.forget(sessionId);
}

/** Forgets every session of a user in this process's caches: signed out, or changed. */
export function forgetUserSessions(db: Db, userId: number) {
  for (const cache of cachesByDb.get(db) ?? []) cache.forgetUser(userId);
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

/** Who a Bearer token signs in, if anyone: from `cache` when it remembers, else the database. */
export async function principalFor(
  db: Db,
  token: string,
  now = new Date(),
  cache: SessionCache | null = null,
): Promise<Principal | null> {
  if (token.length < 20 || token.length > 200) return null;
  const hash = hashToken(token);
  const cached = cache?.get(hash, now.getTime());
  if (cached) return cached;
  const epoch = cache?.epoch() ?? 0;
  const row = await findLiveSession(db, hash, now);
  if (!row) return null;
  const principal: Principal = {
    sessionId: row.sessionId,
    userId: row.userId,
    userRoleId: row.userRoleId,
    teacherRoleId: row.teacherRoleId,
    schoolId: row.schoolId,
  };
  cache?.set(hash, principal, epoch, { now: now.getTime(), expiresAt: row.expiresAt.getTime() });
  return principal;
}

/**
 * Ends one session. Forgotten after the write, so no lookup can bring the live row back into
 * a cache; called inside a transaction, the caller forgets it again after the commit.
 */
export async function closeSession(db: Db, sessionId: number, now = new Date()) {
  await revokeSession(db, sessionId, now);
  forgetSession(db, sessionId);
}

/** Signs a user out everywhere: after a password reset or a deactivation. */
export async function closeAllSessions(db: Db, userId: number, now = new Date()) {
  await revokeUserSessions(db, userId, now);
  forgetUserSessions(db, userId);
}
