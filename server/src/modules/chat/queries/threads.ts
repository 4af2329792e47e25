import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatThreads, users } from '../../../db/schema';

/** The statements on signed-in students' threads, and the student's name the coach uses. */

export type ThreadRow = typeof chatThreads.$inferSelect;

/** Threads of one signed-in user, as a subquery for ownership checks. */
export const threadsOf = (db: Db, userId: number) =>
  db.select({ id: chatThreads.id }).from(chatThreads).where(eq(chatThreads.userId, userId));

export async function findUserThread(db: Db, userId: number, threadId: number) {
  const [row] = await db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId)));
  return row;
}

/** The thread a user talked in last. */
export async function latestUserThread(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(chatThreads)
    .where(eq(chatThreads.userId, userId))
    .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.id))
    .limit(1);
  return row;
}

export async function insertThread(db: Db, values: typeof chatThreads.$inferInsert) {
  const [row] = await db.insert(chatThreads).values(values).returning();
  return row!;
}

export async function studentOf(db: Db, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
