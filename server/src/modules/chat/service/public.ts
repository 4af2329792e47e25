import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ConversationTitle, PublicChat, PublicStreamBody } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { notFound, refused, tooMany } from '../../../lib/problem';
import type { ChatModel } from '../../../providers/llm/types';
import { flip } from './history';
import { toChatMessage } from '../messages';
import * as q from '../queries';
import {
  HISTORY_MESSAGES,
  startGrounding,
  startInNewThread,
  startInThread,
  turnsOf,
  type Question,
} from './question';
import { forModel, newMessageOf } from '../questions';
import { schoolOfSite, type ChatSite } from './site-school';
import type { CoachDeps } from './deps';
import { withoutLastWord } from '../../../lib/text-scan';

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
  const thread = await q.findPublicThread(db, sessionId);
  if (!thread || !isLive(thread, now)) throw sessionNotFound();
  return thread;
}

/** The live thread of a session that may ask another question now, with its conversation: else 404 or 429. */
async function threadToAskIn(db: Db, sessionId: string, now: Date) {
  const since = new Date(now.getTime() - SESSION_QUESTIONS.windowMs);
  const found = await q.findPublicThreadWithRecent(db, sessionId, since, HISTORY_MESSAGES);
  if (!found || !isLive(found.thread, now)) throw sessionNotFound();
  if (found.recentCount >= SESSION_QUESTIONS.max) {
    const freesAt = (found.firstRecent ?? now).getTime() + SESSION_QUESTIONS.windowMs;
    throw tooMany(
      'This chat has asked a lot of questions in a short time; wait a little before the next.',
      (freesAt - now.getTime()) / 1000,
    );
  }
  return found;
}

/**
 * Checks a visitor's question, then starts saving it: in the session named, or, for `new`, in a
 * session opened for the embedding school's site. Refusals come before anything streams.
 */
export async function askInPublic(
  deps: Pick<CoachDeps, 'db' | 'retrieve' | 'coachPrompt'>,
  sessionId: string,
  body: PublicStreamBody,
  asker: { ip: string } & Omit<ChatSite, 'school'>,
  now = new Date(),
): Promise<Question> {
  const { db } = deps;
  const text = newMessageOf(body.messages);
  const site = { school: body.school, origin: asker.origin, portalOrigin: asker.portalOrigin };
  const reader = { forModel: forModel(text, []), studentName: null, duringAssessment: false };
  if (sessionId === 'new') {
    const siteSchool = await schoolOfSite(db, site);
    const grounding = startGrounding(deps, siteSchool, text, true);
    const opened = {
      userId: null,
      publicSessionId: newSessionId(),
      schoolId: siteSchool,
      ip: asker.ip,
    };
    return { grounding, ...startInNewThread(db, opened, { text }), ...reader };
  }
  // The session keeps the school it opened with; the site is only checked.
  const [, { thread, conversation }] = await Promise.all([
    schoolOfSite(db, site),
    threadToAskIn(db, sessionId, now),
  ]);
  return {
    grounding: startGrounding(deps, thread.schoolId, text, true),
    ...startInThread(db, thread, { text }, turnsOf(conversation)),
    ...reader,
  };
}

export async function publicMessages(db: Db, sessionId: string): Promise<PublicChat> {
  const thread = await publicThread(db, sessionId);
  const rows = await q.messagesOfThread(db, thread.id, PUBLIC_HISTORY);
  return { messages: rows.map(toChatMessage) };
}

const TITLE_MAX = 120;
const clipped = (question: string) =>
  question.length <= 60 ? question : `${withoutLastWord(question.slice(0, 60))}…`;

/** The session's title: made once from its first question, then kept. */
export async function publicTitle(
  { db, model, log }: { db: Db; model: ChatModel; log: FastifyBaseLogger },
  sessionId: string,
  signal: AbortSignal,
): Promise<ConversationTitle> {
  const thread = await publicThread(db, sessionId);
  if (thread.title) return { conversation_title: thread.title };
  const question = await q.firstQuestion(db, thread.id);
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
  await q.setThreadTitle(db, thread.id, title);
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
