import type { ChatList, ChatListQuery, MessageFlags } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { notFound, refused } from '../../../lib/problem';
import { toChatMessage } from '../messages';
import * as q from '../queries';
import { threadNotFound } from './threads';

export const DEFAULT_PAGE_SIZE = 20;

/**
 * `GET /chat`: a thread's messages (the one named, else the user's latest), or the messages
 * the user bookmarked in any of their threads; page 1 is the newest, oldest-first within it.
 */
export async function listMessages(
  db: Db,
  userId: number,
  query: ChatListQuery,
): Promise<ChatList> {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  let where;
  if (query.type === 'bookmarked') {
    where = q.bookmarkedBy(db, userId);
  } else {
    const thread =
      query.thread_id === undefined
        ? await q.latestUserThread(db, userId)
        : await q.findUserThread(db, userId, query.thread_id);
    if (!thread && query.thread_id !== undefined) throw threadNotFound();
    if (!thread) return { messages: [], total_count: 0 };
    where = q.inThread(thread.id);
  }
  const { rows, total } = await q.pageOfMessages(db, where, page, size);
  return { messages: rows.map(toChatMessage), total_count: total };
}

export const messageNotFound = () => notFound('No such message.');

/**
 * Flips a flag on a message already known to be the caller's to flip. Liking and disliking are
 * about the coach's replies, so a student's own words take a bookmark only.
 */
export async function flip(
  db: Db,
  message: q.MessageRow | undefined,
  flag: q.Flag,
): Promise<MessageFlags> {
  if (!message) throw messageNotFound();
  if (flag !== 'bookmarked' && message.fromUser) {
    throw refused('Only the coach’s messages can be liked or disliked.', 'not-a-reply');
  }
  return q.toggleFlag(db, message.id, flag);
}

export const flipOwn = async (db: Db, userId: number, messageId: number, flag: q.Flag) =>
  flip(db, await q.findUserMessage(db, userId, messageId), flag);
