import { and, count, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatMessages, chatThreads } from '../../../db/schema';
import { threadsOf } from './threads';

/** The statements on chat messages: saving, paging, flags and survey answers. */

export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = typeof chatMessages.$inferInsert;

/**
 * Saves messages and marks their thread as just used, so it stays the user's latest (and a
 * public session stays open), in one statement.
 */
export async function insertMessages(db: Db, values: NewMessage[]): Promise<MessageRow[]> {
  if (!values.length) return [];
  const threadIds = [...new Set(values.map((v) => v.threadId))];
  const touched = db.$with('touched').as(
    db
      .update(chatThreads)
      .set({ updatedAt: sql`now()` })
      .where(inArray(chatThreads.id, threadIds))
      .returning({ id: chatThreads.id }),
  );
  return db.with(touched).insert(chatMessages).values(values).returning();
}

export async function insertMessage(db: Db, values: NewMessage): Promise<MessageRow> {
  const [row] = await insertMessages(db, [values]);
  return row!;
}

/**
 * One page of messages: page 1 holds the newest `size`, each page oldest-first, so a chat
 * shows page 1 and prepends page 2, 3, ... as the student scrolls back.
 */
export async function pageOfMessages(db: Db, where: SQL, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(desc(chatMessages.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(chatMessages).where(where),
  ]);
  return { rows: rows.reverse(), total: total?.n ?? 0 };
}

export const inThread = (threadId: number) => eq(chatMessages.threadId, threadId);

export const bookmarkedBy = (db: Db, userId: number) =>
  and(eq(chatMessages.bookmarked, true), inArray(chatMessages.threadId, threadsOf(db, userId)))!;

export async function messagesOfThread(db: Db, threadId: number, limit: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** A message in one of the user's own threads. */
export async function findUserMessage(db: Db, userId: number, messageId: number) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.id, messageId), inArray(chatMessages.threadId, threadsOf(db, userId))),
    );
  return row;
}

export async function findThreadMessage(db: Db, threadId: number, messageId: number) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.threadId, threadId)));
  return row;
}

export type Flag = 'liked' | 'disliked' | 'bookmarked';

/**
 * Flips one flag in a single statement; liking clears a dislike and disliking clears a like.
 * (SET expressions read the row as it was, so `not liked` is the new value of liked.)
 */
const FLIPS: Record<Flag, Partial<Record<keyof MessageRow, SQL>>> = {
  liked: {
    liked: sql`not ${chatMessages.liked}`,
    disliked: sql`case when ${chatMessages.liked} then ${chatMessages.disliked} else false end`,
  },
  disliked: {
    disliked: sql`not ${chatMessages.disliked}`,
    liked: sql`case when ${chatMessages.disliked} then ${chatMessages.liked} else false end`,
  },
  bookmarked: { bookmarked: sql`not ${chatMessages.bookmarked}` },
};

export async function toggleFlag(db: Db, messageId: number, flag: Flag) {
  const [row] = await db
    .update(chatMessages)
    .set(FLIPS[flag])
    .where(eq(chatMessages.id, messageId))
    .returning({
      id: chatMessages.id,
      liked: chatMessages.liked,
      disliked: chatMessages.disliked,
      bookmarked: chatMessages.bookmarked,
    });
  return row!;
}

/** Whether a survey question message already has its answer (a response saved after it). */
export async function answeredAfter(db: Db, question: MessageRow) {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadId, question.threadId),
        eq(chatMessages.type, 'survey_response'),
        eq(chatMessages.surveyQuestionId, question.surveyQuestionId!),
        gt(chatMessages.id, question.id),
        isNotNull(chatMessages.responseValue),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Holds a message row until the transaction ends, so two answers to it cannot both pass. */
export async function lockMessage(db: Db, messageId: number) {
  await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId))
    .for('update');
}
