import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users, xpEvents } from '../../../db/schema';

/**
 * Locks the student's row for the rest of the transaction and answers their time zone: XP gains
 * of one student then happen one at a time, each seeing what the one before recorded.
 */
export async function lockStudent(tx: Queryable, userId: number) {
  const [row] = await tx
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** The XP of a student's day so far. */
export async function xpOfDay(db: Queryable, userId: number, day: string) {
  const [row] = await db
    .select({ earned: sql<number>`coalesce(sum(${xpEvents.amount}), 0)::int` })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, userId), eq(xpEvents.day, day)));
  return row?.earned ?? 0;
}

/** Every XP gain of a student, summed. */
export async function totalXp(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${xpEvents.amount}), 0)::int` })
    .from(xpEvents)
    .where(eq(xpEvents.userId, userId));
  return row?.total ?? 0;
}
