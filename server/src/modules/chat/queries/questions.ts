import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatMessages, chatThreads } from '../../../db/schema';
import type { MessageRow } from './messages';
import type { ThreadRow } from './threads';

/** The queries that save a question, so that its events can go out before it is saved. */

export interface Reserved {
  threadId: number | null;
  messageId: number;
  at: Date;
}

/**
 * Takes the ids of a question (and of its new thread) from their sequences, with the database's
 * time: a read, where the save would wait for its commit to reach the disk.
 */
export async function reserveIds(db: Db, opts: { newThread: boolean }): Promise<Reserved> {
  // The sequences of the tables' serial ids, by the names PostgreSQL gives them.
  const threadId = opts.newThread ? sql`nextval('chat_threads_id_seq')::int` : sql`null::int`;
  const result = await db.execute<{
    thread_id: number | null;
    message_id: number;
    at: Date | string;
  }>(
    sql`select ${threadId} as thread_id, nextval('chat_messages_id_seq')::int as message_id, now() as at`,
  );
  const row = result.rows[0]!;
  return { threadId: row.thread_id, messageId: row.message_id, at: new Date(row.at) };
}

/** Saves a new thread with its first message in one statement: both are saved or neither is. */
export async function insertThreadWithMessage(db: Db, thread: ThreadRow, message: MessageRow) {
  const opened = db
    .$with('opened')
    .as(db.insert(chatThreads).values(thread).returning({ id: chatThreads.id }));
  await db
    .with(opened)
    .insert(chatMessages)
    .values({ ...message, threadId: sql`(select ${opened.id} from ${opened})` });
}
