import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

export async function insertSession(
  db: Db,
  row: {
    tokenHash: string;
    userId: number;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
) {
  const [created] = await db.insert(sessions).values(row).returning({ id: sessions.id });
  return created!.id;
}

const liveSession = preparedOn((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      userRoleId: users.userRoleId,
      teacherRoleId: users.teacherRoleId,
      schoolId: users.schoolId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('live_session'),
);

/** The live session for a token hash with its active user, or undefined. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await liveSession(db).execute({ tokenHash, now });
  return row;
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
