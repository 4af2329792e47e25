import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatThreads, users } from '../../../db/schema';
import { conversationJson } from './conversation';

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

/**
 * What a signed-in student's question needs before the model is asked, in one statement: their
 * first name, their thread (the one named, else the one they used last; none before a first
 * chat), and its newest `limit` messages the model is told about, oldest first.
 */
export async function studentWithThread(
  db: Db,
  userId: number,
  threadId: number | undefined,
  limit: number,
) {
  const thread = db
    .select()
    .from(chatThreads)
    .where(
      and(
        eq(chatThreads.userId, userId),
        threadId === undefined ? undefined : eq(chatThreads.id, threadId),
      ),
    )
    .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.id))
    .limit(1)
    .as('thread');
  const [row] = await db
    .select({
      firstName: users.firstName,
      thread: {
        id: thread.id,
        userId: thread.userId,
        publicSessionId: thread.publicSessionId,
        schoolId: thread.schoolId,
        ip: thread.ip,
        title: thread.title,
        createdAt: thread.createdAt,
        updatedAt: thread.updatedAt,
      },
      conversation: conversationJson(thread.id, limit),
    })
    .from(users)
    .leftJoinLateral(thread, sql`true`)
    .where(eq(users.id, userId));
  return row;
}
