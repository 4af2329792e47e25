import type { Db } from '../../../db/client';
import type { RetrievedPassage } from '../../../providers/llm/types';
import * as q from '../queries';
import { questionRow, threadRow, type NewThread, type QuestionValues } from '../question-rows';
import type { CoachDeps } from './deps';

/** How much of the stored conversation the model is given, newest kept. */
export const HISTORY_MESSAGES = 20;
/** Passages retrieved for each question. */
const PASSAGES = 4;

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/** A question's thread and row, as they are (or are being) saved. */
export interface Asked {
  thread: q.ThreadRow;
  message: q.MessageRow;
}

/**
 * A question that passed its checks, with what the model needs under way, and its ids taken so
 * that its events can go out before it is saved.
 */
export interface Question {
  /** Takes the question's ids (the first call starts it, once the model is asked). */
  asked: () => Promise<Asked>;
  /** Saves the question (in a thread opened with it, for a new chat); the first call starts it. */
  save: () => Promise<void>;
  /** The coach prompt and the passages of the question's school (null: Kyu's own). */
  grounding: Promise<{ system: string; passages: RetrievedPassage[] }>;
  /** The conversation before the question, oldest first. */
  history: Promise<Turn[]>;
  /** The question as the model reads it: the student's words plus any attached text. */
  forModel: string;
  studentName: string | null;
  duringAssessment: boolean;
}

/**
 * Marks work as handled for now: its outcome is read later, once the stream is open, and a
 * failure before then must not count as an unhandled rejection (which ends the process).
 */
export function underWay<T>(work: Promise<T>): Promise<T> {
  work.catch(() => undefined);
  return work;
}

/**
 * Starts reading the coach prompt and retrieving passages for a question; the question bank's
 * explanations only outside a quiz or mock exam.
 */
export function startGrounding(
  deps: Pick<CoachDeps, 'db' | 'retrieve' | 'coachPrompt'>,
  schoolId: number | null,
  text: string,
  questionBank: boolean,
): Question['grounding'] {
  return underWay(
    Promise.all([
      deps.coachPrompt(deps.db, schoolId),
      deps.retrieve({ schoolId, text, limit: PASSAGES, questionBank }),
    ]).then(([system, passages]) => ({ system, passages })),
  );
}

type Saving = Pick<Question, 'asked' | 'save' | 'history'>;

/** `start` on the first call; its promise after. */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
}

/** The stored conversation as the model is told it. */
export const turnsOf = (rows: { fromUser: boolean; text: string }[]) =>
  rows.map((m): Turn => ({ role: m.fromUser ? 'user' : 'assistant', content: m.text }));

/**
 * Starts a question in a thread, its conversation so far read with the thread: the question is
 * never part of its own history.
 */
export function startInThread(
  db: Db,
  thread: q.ThreadRow,
  values: QuestionValues,
  conversation: Turn[],
): Saving {
  const asked = once(() =>
    underWay(
      q.reserveIds(db, { newThread: false }).then(({ messageId, at }) => ({
        thread,
        message: questionRow(messageId, thread.id, at, values),
      })),
    ),
  );
  const history = Promise.resolve(conversation);
  const save = once(async () => {
    const { message } = await asked();
    await q.insertMessage(db, message);
  });
  return { asked, history, save };
}

/** Starts a question that opens a thread: their ids; the save writes both in one statement. */
export function startInNewThread(db: Db, thread: NewThread, values: QuestionValues): Saving {
  const asked = once(() =>
    underWay(
      q.reserveIds(db, { newThread: true }).then(({ threadId, messageId, at }) => ({
        thread: threadRow(threadId!, at, thread),
        message: questionRow(messageId, threadId!, at, values),
      })),
    ),
  );
  const save = once(async () => {
    const { thread: row, message } = await asked();
    await q.insertThreadWithMessage(db, row, message);
  });
  return { asked, save, history: Promise.resolve([]) };
}
