import { setTimeout as sleep } from 'node:timers/promises';
import { QuizType } from '@kyu/core/contract';
import { conflict, problemType, refused } from '../../../lib/problem';
import { zoneOf } from '../../progress/service';
import { attemptJson } from '../present';
import * as q from '../queries';
import type { AttemptRow } from '../queries';
import type { Holder } from '../sessions';
import { currentAttemptWithAnswers } from './attempts';
import type { QuizContext } from './context';
import { sendMarked, type Claimed } from './grading';
import { questionsById } from './questions';
import { claimWithAnswers, saveSubmitted, type ClaimOptions } from './submitted';
import type { MarkingRun, SendEvent, SubmitForm } from './types';

/**
 * What a submit does: mark the attempt it claimed (`finish`), replay one an earlier submit (or
 * time) finished (`replay`), or mark a few answers of an open attempt (`check`, practice).
 */
type SubmitPlan =
  | ({ kind: 'finish' } & Claimed)
  | { kind: 'replay'; attempt: AttemptRow }
  | { kind: 'check'; attempt: AttemptRow; questionIds: number[] };

export interface SubmitOptions extends ClaimOptions {
  /** False for a practice check: mark these answers and leave the attempt open. */
  finish: boolean;
  /** The X-Time-Zone header; a student's is checked and stored for counting their days. */
  timeZone?: string;
  isStudent: boolean;
}

/** How long a replay waits for marking under way elsewhere before it gives up. */
const REPLAY_WAIT_MS = 5 * 60_000;

/**
 * The same Idempotency-Key again answers the first result. So does any submit of an attempt the
 * server finished itself when its time ran out, or of one still being marked: the page that
 * submitted closed before its marks came, and a new page has a new key.
 */
function replayOrRefuse(attempt: AttemptRow, key: string | null): SubmitPlan {
  const replayable =
    attempt.submitKey === null || attempt.submitKey === key || !attempt.gradingCompleted;
  if (replayable) return { kind: 'replay', attempt };
  throw conflict('This attempt has already been submitted.');
}

/**
 * Everything a submit decides before its stream opens, so that refusals are problem answers:
 * which attempt, whether it is already finished (replay or 409), and the answers sent with it,
 * saved first. An attempt whose time ran out was finished from its autosaved answers already
 * (the late answers do not count), and is replayed.
 */
async function prepareSubmit(
  ctx: QuizContext,
  holder: Holder,
  quizId: number,
  form: SubmitForm,
  opts: SubmitOptions,
): Promise<SubmitPlan> {
  const { attempt, rows } = await currentAttemptWithAnswers(ctx, holder, quizId);
  if (attempt.submittedAt !== null) return replayOrRefuse(attempt, opts.key);
  if (!opts.finish) {
    const quiz = await q.findQuiz(ctx.db, quizId);
    if (quiz?.quizTypeId === QuizType.exam) {
      throw refused('A mock exam is marked when it is finished, not question by question.');
    }
    await saveSubmitted(ctx, attempt, form, null, rows);
    return { kind: 'check', attempt, questionIds: form.evaluations.map((e) => e.question_id) };
  }
  const claimed = await claimWithAnswers(ctx, attempt, rows, form, opts);
  if (claimed) return { kind: 'finish', ...claimed };
  const now = await q.findAttempt(ctx.db, attempt.id);
  return replayOrRefuse(now ?? attempt, opts.key);
}

/** How often a replay waiting for marks looks whether their marker is gone. */
const TAKE_UP_EVERY = 8;

/**
 * Streams a finished attempt's stored marks as its first submit did, waiting for marks still
 * being made elsewhere (a submit repeated while the first is marking). A marker that is gone
 * (cut off by a database restart, or on an instance that died) is replaced: the waiting replay
 * has the marking taken up here once its lease is over.
 */
async function replay(ctx: QuizContext, attemptId: number, send: SendEvent, signal: AbortSignal) {
  const until = Date.now() + REPLAY_WAIT_MS;
  let sent = 0;
  for (let round = 0; ; round++) {
    const attempt = await q.findAttempt(ctx.db, attemptId);
    const rows = await q.evaluationsOf(ctx.db, attemptId);
    const questions = await questionsById(
      ctx,
      rows.map((r) => r.questionId),
    );
    for (; sent < rows.length && rows[sent]!.marksGiven !== null; sent++) {
      const row = rows[sent]!;
      sendMarked(send, row, questions.get(row.questionId), true);
    }
    if (!attempt || attempt.gradingCompleted) {
      if (attempt) send('attempt', attemptJson(attempt));
      return;
    }
    if (signal.aborted) return;
    if (round % TAKE_UP_EVERY === 0) await ctx.finisher.takeUp(attemptId);
    if (Date.now() > until) {
      send('error', {
        type: problemType('marking-pending'),
        title: 'Marking is taking long',
        status: 503,
        detail: 'This attempt is still being marked; ask for its answers again in a minute.',
      });
      return;
    }
    await sleep(250);
  }
}

/**
 * `POST /quiz/{id}/submit`: settles what the submit does before any event (a refusal is a
 * problem answer), then answers the marking to stream. Marking goes on when the client
 * leaves: each mark is saved as it is made.
 */
export async function submit(
  ctx: QuizContext,
  holder: Holder,
  quizId: number,
  form: SubmitForm,
  opts: SubmitOptions,
): Promise<MarkingRun> {
  // Without the header there is nothing to check or store: completion reads the stored zone.
  if (opts.timeZone !== undefined && 'userId' in holder && opts.isStudent) {
    await zoneOf(ctx.db, holder.userId, opts.timeZone);
  }
  const plan = await prepareSubmit(ctx, holder, quizId, form, opts);
  return async ({ send, signal }) => {
    if (plan.kind === 'replay') return replay(ctx, plan.attempt.id, send, signal);
    if (plan.kind === 'check') {
      await ctx.finisher.check(plan.attempt, plan.questionIds, { send, explain: true });
      const now = await q.findAttempt(ctx.db, plan.attempt.id);
      if (now) send('attempt', attemptJson(now));
      return;
    }
    const done = await ctx.finisher.grade(plan.attempt.id, { send, explain: true, claimed: plan });
    if (done) send('attempt', attemptJson(done));
  };
}
