import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ConversationTitle, PublicChat, PublicStreamBody } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { notFound, refused, tooMany } from '../../lib/problem';
import type { ChatModel } from '../../providers/llm/types';
import { normaliseHost } from '../auth/white-label';
import { flip } from './history';
import { toChatMessage } from './messages';
import * as q from './queries';
import * as pq from './public-queries';
import { forModel, newMessageOf } from './questions';
import type { Question } from './stream';

/** A public chat ends after this long without a message; its id then opens nothing. */
export const PUBLIC_SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** Questions one public session may ask in a window, on top of the per-address limit. */
export const SESSION_QUESTIONS = { max: 30, windowMs: 10 * 60 * 1000 };
/** The most messages `GET /chat/public/{id}` answers: the newest ones. */
const PUBLIC_HISTORY = 200;

/** 32 random bytes: the id is the only key to a public chat, so it must not be guessable. */
export const newSessionId = () => randomBytes(32).toString('base64url');

const sessionNotFound = () => notFound('This chat has ended or never existed; start a new one.');

const isLive = (thread: q.ThreadRow, now: Date) =>
  now.getTime() - thread.updatedAt.getTime() <= PUBLIC_SESSION_IDLE_MS;

/** The live public thread of a session id, else 404. */
export async function publicThread(db: Db, sessionId: string, now = new Date()) {
  const thread = await pq.findPublicThread(db, sessionId);
  if (!thread || !isLive(thread, now)) throw sessionNotFound();
  return thread;
}

/** The live thread of a session that may ask another question now: else 404 or 429. */
async function threadToAskIn(db: Db, sessionId: string, now: Date) {
  const since = new Date(now.getTime() - SESSION_QUESTIONS.windowMs);
  const found = await pq.findPublicThreadWithRecent(db, sessionId, since);
  if (!found || !isLive(found.thread, now)) throw sessionNotFound();
  if (found.recentCount >= SESSION_QUESTIONS.max) {
    const freesAt = (found.firstRecent ?? now).getTime() + SESSION_QUESTIONS.windowMs;
    throw tooMany(
      'This chat has asked a lot of questions in a short time; wait a little before the next.',
      (freesAt - now.getTime()) / 1000,
    );
  }
  return found.thread;
}

/** The active school whose site embeds the coach, or null for Kyu's own documents. */
async function schoolOfSite(db: Db, site: string | undefined) {
  const host = site ? normaliseHost(site) : '';
  return host ? pq.activeSchoolByDomain(db, [host, `www.${host}`]) : null;
}

/**
 * Checks a visitor's question and saves it: in the session named, or, for `new`, in a session
 * opened now for the embedding school's site.
 */
export async function askInPublic(
  db: Db,
  sessionId: string,
  body: PublicStreamBody,
  ip: string,
  now = new Date(),
): Promise<Question> {
  const text = newMessageOf(body.messages);
  let thread: q.ThreadRow;
  if (sessionId === 'new') {
    thread = await q.insertThread(db, {
      publicSessionId: newSessionId(),
      schoolId: await schoolOfSite(db, body.school),
      ip,
    });
  } else {
    thread = await threadToAskIn(db, sessionId, now);
  }
  const saved = await q.insertMessage(db, { threadId: thread.id, fromUser: true, text });
  return {
    thread,
    saved,
    schoolId: thread.schoolId,
    forModel: forModel(text, []),
    studentName: null,
    duringAssessment: false,
  };
}

export async function publicMessages(db: Db, sessionId: string): Promise<PublicChat> {
  const thread = await publicThread(db, sessionId);
  const rows = await q.messagesOfThread(db, thread.id, PUBLIC_HISTORY);
  return { messages: rows.map(toChatMessage) };
}

const TITLE_MAX = 120;
const clipped = (question: string) =>
  question.length <= 60 ? question : `${question.slice(0, 60).replace(/\s+\S*$/, '')}…`;

/** The session's title: made once from its first question, then kept. */
export async function publicTitle(
  { db, model, log }: { db: Db; model: ChatModel; log: FastifyBaseLogger },
  sessionId: string,
  signal: AbortSignal,
): Promise<ConversationTitle> {
  const thread = await publicThread(db, sessionId);
  if (thread.title) return { conversation_title: thread.title };
  const question = await pq.firstQuestion(db, thread.id);
  if (!question) throw refused('Ask a question first; the title comes from it.', 'no-question');
  let title: string;
  try {
    title = (await model.title(question, signal)).trim().slice(0, TITLE_MAX);
  } catch (error) {
    // The question's start stands in for now and is not kept, so a later call can do better.
    log.warn({ err: error }, 'making a chat title failed');
    return { conversation_title: clipped(question) };
  }
  title ||= clipped(question);
  await pq.setThreadTitle(db, thread.id, title);
  return { conversation_title: title };
}

export async function flipPublic(
  db: Db,
  sessionId: string,
  messageId: number,
  flag: 'liked' | 'disliked',
) {
  const thread = await publicThread(db, sessionId);
  return flip(db, await q.findThreadMessage(db, thread.id, messageId), flag);
}
