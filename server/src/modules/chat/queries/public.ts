import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatMessages, chatThreads } from '../../../db/schema';
import { conversationJson } from './conversation';

/** The queries of public chat sessions. */

export async function findPublicThread(db: Db, sessionId: string) {
  const [row] = await db
    .select()
    .from(chatThreads)
    .where(eq(chatThreads.publicSessionId, sessionId));
  return row;
}

/**
 * A public session's thread, with how many questions it received since `since` and when the
 * first of those came (for its rate limit), and its conversation so far (the newest `limit`
 * messages), in one query: a question waits on this.
 */
export async function findPublicThreadWithRecent(
  db: Db,
  sessionId: string,
  since: Date,
  limit: number,
) {
  const recent = and(
    eq(chatMessages.threadId, chatThreads.id),
    eq(chatMessages.fromUser, true),
    gte(chatMessages.createdAt, since),
  );
  const [row] = await db
    .select({
      thread: chatThreads,
      recentCount: sql<number>`(select count(*)::int from ${chatMessages} where ${recent})`,
      firstRecent: sql<
        Date | string | null
      >`(select min(${chatMessages.createdAt}) from ${chatMessages} where ${recent})`,
      conversation: conversationJson(chatThreads.id, limit),
    })
    .from(chatThreads)
    .where(eq(chatThreads.publicSessionId, sessionId));
  if (!row) return undefined;
  return {
    thread: row.thread,
    recentCount: Number(row.recentCount),
    firstRecent: row.firstRecent === null ? null : new Date(row.firstRecent),
    conversation: row.conversation,
  };
}

export async function firstQuestion(db: Db, threadId: number) {
  const [row] = await db
    .select({ text: chatMessages.text })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.fromUser, true)))
    .orderBy(asc(chatMessages.id))
    .limit(1);
  return row?.text;
}

export async function setThreadTitle(db: Db, threadId: number, title: string) {
  await db.update(chatThreads).set({ title }).where(eq(chatThreads.id, threadId));
}
