import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages, chatThreads } from '../../../db/schema';
import { useTestApp } from '../../../test/use-test-app';
import { questionRow, threadRow } from '../question-rows';
import { makeMessages, makeThread } from '@kyu/test-support/db';
import { insertMessage, type MessageRow } from './messages';
import { findPublicThreadWithRecent } from './public';
import { insertThreadWithMessage, reserveIds } from './questions';

describe('chat queries: saving a question', () => {
  const t = useTestApp();

  const stored = async (threadId: number) => ({
    thread: (await t.db.select().from(chatThreads).where(eq(chatThreads.id, threadId)))[0],
    messages: await t.db.select().from(chatMessages).where(eq(chatMessages.threadId, threadId)),
  });

  it('saves a new thread and its question exactly as the rows made from their reserved ids', async () => {
    const { threadId, messageId, at } = await reserveIds(t.db, { newThread: true });
    const thread = threadRow(threadId!, at, {
      userId: null,
      publicSessionId: 'reserved-session',
      schoolId: null,
      ip: '10.3.0.1',
    });
    const question = questionRow(messageId, thread.id, at, {
      text: 'What is a noun?',
      attachments: [{ name: 'notes.txt', type: 'text/plain', size: 4 }],
      nudgingGroup: 'quiz',
      nudgingType: 2,
    });
    await insertThreadWithMessage(t.db, thread, question);
    expect(await stored(thread.id)).toEqual({ thread, messages: [question] });

    const reply = await insertMessage(t.db, { threadId: thread.id, fromUser: false, text: 'Hi' });
    expect(reply.id).toBeGreaterThan(question.id);
  });

  it('opens no thread when its first message cannot be saved', async () => {
    const { threadId, messageId, at } = await reserveIds(t.db, { newThread: true });
    const thread = threadRow(threadId!, at, {
      userId: null,
      publicSessionId: 'never-opened',
      schoolId: null,
      ip: null,
    });
    // A text the table refuses, as a failed write would be.
    const broken = { ...questionRow(messageId, thread.id, at, { text: 'x' }), text: null };
    await expect(
      insertThreadWithMessage(t.db, thread, broken as unknown as MessageRow),
    ).rejects.toThrow();
    expect(await stored(thread.id)).toEqual({ thread: undefined, messages: [] });
  });

  it('marks the thread as just used when a message is saved in it', async () => {
    const long = new Date(Date.now() - 3_600_000);
    const thread = await makeThread(t.db, { createdAt: long, updatedAt: long });
    const message = await insertMessage(t.db, { threadId: thread.id, fromUser: true, text: 'Hi' });
    const { thread: touched } = await stored(thread.id);
    expect(touched!.updatedAt.getTime()).toBe(message.createdAt.getTime());
  });

  it('reads the newest messages of a conversation, oldest first', async () => {
    const thread = await makeThread(t.db, { publicSessionId: 'conversation-session' });
    await makeMessages(t.db, thread.id, ['one', 'two', 'three']);
    const found = await findPublicThreadWithRecent(t.db, 'conversation-session', new Date(0), 2);
    expect(found!.conversation).toEqual([
      { fromUser: false, text: 'two' },
      { fromUser: true, text: 'three' },
    ]);
  });
});
