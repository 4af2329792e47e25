import type { FastifyBaseLogger } from 'fastify';
import type { ChatStreamEvents } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { problemType } from '../../lib/problem';
import { ModelError } from '../../providers/llm/model-error';
import type { ChatModel, RetrievedPassage, Retriever } from '../../providers/llm/types';
import { ModelStalled, guarded } from './idle-guard';
import { toChatMessage } from './messages';
import * as q from './queries';
import type { EventStream } from './sse';

/** How much of the stored conversation the model is given, newest kept. */
const HISTORY_MESSAGES = 20;
/** Passages retrieved for each question. */
const PASSAGES = 4;
/** A model that sends nothing for this long is given up on (the first token included). */
export const MODEL_IDLE_MS = 60_000;

/** What a streamed reply needs from the app; the routes pass the app's own. */
export interface CoachDeps {
  db: Db;
  chatModel: ChatModel;
  retrieve: Retriever;
  coachPrompt: (db: Db, schoolId: number | null) => Promise<string>;
  log: FastifyBaseLogger;
  idleMs?: number;
}

/** A question already saved, and what the model needs to answer it. */
export interface Question {
  thread: q.ThreadRow;
  saved: q.MessageRow;
  /** Whose documents ground the answer and whose coach prompt is in force (null: Kyu's own). */
  schoolId: number | null;
  /** The question as the model reads it: the student's words plus any attached text. */
  forModel: string;
  studentName: string | null;
  duringAssessment: boolean;
}

type Problem = ChatStreamEvents['error'];

/** The error event for a failed reply; only a ModelError's message is written for students. */
function problemFor(error: unknown): Problem {
  if (error instanceof ModelStalled) {
    return {
      type: problemType('tutor-timeout'),
      title: 'The tutor took too long',
      status: 504,
      detail: 'The tutor stopped answering. Please ask again.',
    };
  }
  return {
    type: problemType('tutor-unavailable'),
    title: 'The tutor could not answer',
    status: 502,
    detail:
      error instanceof ModelError
        ? error.message
        : 'The tutor could not finish its answer. Please try again.',
  };
}

/** One entry per document, in the order retrieval ranked them. */
function sourcesOf(passages: RetrievedPassage[]) {
  const seen = new Map<number, string>();
  for (const p of passages) if (!seen.has(p.documentId)) seen.set(p.documentId, p.title);
  return [...seen].map(([documentId, title]) => ({ documentId, title }));
}

/**
 * Streams the coach's answer to a saved question: `thread`, `user_message`, the deltas, then the
 * saved reply as `message`, or `error`, and `done`. A reply cut short, by a model failure or by
 * the client going away, is saved as far as it got and marked incomplete.
 */
export async function streamAnswer(deps: CoachDeps, stream: EventStream, question: Question) {
  const { db, log } = deps;
  const { thread, saved } = question;
  const model = new AbortController();
  const stopModel = () => model.abort(stream.signal.reason);
  stream.signal.addEventListener('abort', stopModel, { once: true });

  let text = '';
  let sources: { documentId: number; title: string }[] = [];
  try {
    stream.send('thread', { thread_id: thread.id, public_session_id: thread.publicSessionId });
    stream.send('user_message', toChatMessage(saved));

    const [system, passages, history] = await Promise.all([
      deps.coachPrompt(db, question.schoolId),
      deps.retrieve({ schoolId: question.schoolId, text: saved.text, limit: PASSAGES }),
      q.conversationBefore(db, thread.id, saved.id, HISTORY_MESSAGES),
    ]);
    sources = sourcesOf(passages);
    const tokens = deps.chatModel.reply(
      {
        system,
        turns: [
          ...history.map((m) => ({
            role: m.fromUser ? ('user' as const) : ('assistant' as const),
            content: m.text,
          })),
          { role: 'user', content: question.forModel },
        ],
        passages,
        duringAssessment: question.duringAssessment,
        studentName: question.studentName,
      },
      model.signal,
    );
    for await (const token of guarded(tokens, {
      signal: model.signal,
      idleMs: deps.idleMs ?? MODEL_IDLE_MS,
      abort: (reason) => model.abort(reason),
    })) {
      if (!token) continue;
      text += token;
      stream.send('delta', { text: token });
    }
    if (stream.signal.aborted) throw stream.signal.reason;
    const reply = await q.insertMessage(db, {
      threadId: thread.id,
      fromUser: false,
      text,
      sources,
    });
    stream.send('message', toChatMessage(reply));
  } catch (error) {
    const clientGone = stream.signal.aborted;
    if (!clientGone) log.warn({ err: error, threadId: thread.id }, 'chat reply failed');
    if (text) {
      await q
        .insertMessage(db, {
          threadId: thread.id,
          fromUser: false,
          text,
          sources,
          incomplete: true,
        })
        .catch((saveError: unknown) =>
          log.error({ err: saveError }, 'saving a partial reply failed'),
        );
    }
    if (!clientGone) stream.send('error', problemFor(error));
  } finally {
    stream.signal.removeEventListener('abort', stopModel);
    stream.send('done', {});
    stream.end();
  }
}
