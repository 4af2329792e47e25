import { setTimeout as sleep } from 'node:timers/promises';
import { QuizType } from '@kyu/core/contract';
import { badRequest, conflict, problemType, refused } from '../../../lib/problem';
import { zoneOf } from '../../progress/service';
import { markableQuestion } from '../../questions/service';
import { checkAnswer } from '../answer-check';
import { attemptJson } from '../present';
import * as q from '../queries';
import type { AttemptRow, EvaluationRow, SubmittedValue } from '../queries';
import { recordingKey } from '../recordings';
import type { Holder } from '../sessions';
import { currentAttemptWithAnswers } from './attempts';
import type { QuizContext } from './context';
import { sendMarked, type Claimed } from './grading';
import { questionsById } from './questions';
import type { MarkingRun, SendEvent, SubmitForm } from './types';

/**
 * What a submit does: mark the attempt it claimed (`finish`), replay one an earlier submit (or
 * time) finished (`replay`), or mark a few answers of an open attempt (`check`, practice).
 */
type SubmitPlan =
  | ({ kind: 'finish' } & Claimed)
  | { kind: 'replay'; attempt: AttemptRow }
  | { kind: 'check'; attempt: AttemptRow; questionIds: number[] };

export interface SubmitOptions {
  isReview: boolean;
  /** The Idempotency-Key header: the same key again answers the first result. */
  key: string | null;
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
 * Checks the answers sent with a submit against the attempt's questions and stores its
 * recording; answers what to save, the attempt's answers as they will be once saved (a marked
 * answer, checked in practice, stays as marked) and the questions, for marking to use.
 */
async function readSubmitted(
  ctx: QuizContext,
  attempt: AttemptRow,
  rows: EvaluationRow[],
  form: SubmitForm,
) {
  // Every question of the attempt, not only those answered now: marking takes them from here.
  const questions = await questionsById(
    ctx,
    rows.map((r) => r.questionId),
  );
  const byQuestion = new Map(rows.map((r) => [r.questionId, r]));
  // Keyed by evaluation, so that an answer sent twice saves the later one, as it always has.
  const answers = new Map<number, SubmittedValue>();
  form.evaluations.forEach((answer, i) => {
    const row = byQuestion.get(answer.question_id);
    if (!row) {
      throw badRequest(`Question ${answer.question_id} is not part of this attempt.`, {
        [`evaluations.${i}.question_id`]: ['is not a question of this attempt'],
      });
    }
    const question = questions.get(row.questionId);
    if (question) checkAnswer(markableQuestion(question), answer.value, `evaluations.${i}.value`);
    answers.set(row.id, {
      id: row.id,
      value: answer.value,
      timeSpent: answer.time_spent,
      numOptionsClicked: answer.num_options_clicked,
    });
  });
  const audio = form.audio;
  const audioUrl = audio
    ? await ctx.files.put(recordingKey(attempt.id, audio.type), audio.bytes, audio.type)
    : null;
  const saved = rows.map((row) => {
    const answer = answers.get(row.id);
    return answer && row.marksGiven === null
      ? {
          ...row,
          value: answer.value,
          timeSpent: answer.timeSpent,
          numOptionsClicked: answer.numOptionsClicked,
        }
      : row;
  });
  return {
    answers: [...answers.values()],
    audio: audioUrl ? { audioFilename: audioUrl } : {},
    rows: saved,
    questions,
  };
}

/** Saves the answers sent with a submit, and `isReview` when given, leaving the attempt open. */
export async function saveSubmitted(
  ctx: QuizContext,
  attempt: AttemptRow,
  form: SubmitForm,
  isReview: boolean | null,
  rows?: EvaluationRow[],
) {
  const answers = rows ?? (await q.evaluationsOf(ctx.db, attempt.id));
  const read = await readSubmitted(ctx, attempt, answers, form);
  const changes = { ...(isReview === null ? {} : { isReview }), ...read.audio };
  await q.saveSubmission(ctx.db, attempt.id, read.answers, changes);
}

/**
 * Claims the attempt for finishing with the answers sent, and the marks of those that need no
 * model (scored here, before the claim), in one statement. Marking then takes the answers, marks
 * and quiz's facts from here, reading none of them again. Nothing is written unless the claim
 * succeeded; answers undefined then.
 */
async function claimWithAnswers(
  ctx: QuizContext,
  attempt: AttemptRow,
  rows: EvaluationRow[],
  form: SubmitForm,
  opts: SubmitOptions,
): Promise<Claimed | undefined> {
  const read = await readSubmitted(ctx, attempt, rows, form);
  const scored = await ctx.finisher.scoreAhead(read.rows, read.questions);
  const sent = new Set(read.answers.map((a) => a.id));
  const writes = read.rows
    .filter((row) => row.marksGiven === null && (sent.has(row.id) || scored.has(row.id)))
    .map((row) => ({ ...row, mark: scored.get(row.id)?.mark ?? null }));
  const now = new Date();
  const claimed = await q.submitAttempt(ctx.db, attempt.id, writes, {
    isReview: opts.isReview,
    audioFilename: read.audio.audioFilename ?? null,
    submittedAt: now,
    submitKey: opts.key,
  });
  if (!claimed) return undefined;
  const { quizTypeId, quizSchoolId, savedIds, ...row } = claimed;
  const saved = new Set(savedIds);
  const stored = new Map<number, EvaluationRow>();
  for (const write of writes) {
    const { mark, ...rest } = write;
    if (!mark || !saved.has(write.id)) continue;
    stored.set(write.id, {
      ...rest,
      marksGiven: mark.marks_given,
      maxMarks: mark.max_marks,
      isFullMarks: mark.is_full_marks,
      feedback: mark.feedback,
      needsReview: mark.needs_review,
      isSubmitted: true,
      updatedAt: now,
    });
  }
  // Marked meanwhile by a practice check: as it was marked then.
  const lost = writes.filter((w) => w.mark && !saved.has(w.id)).map((w) => w.id);
  for (const kept of await q.evaluationsById(ctx.db, lost)) stored.set(kept.id, kept);
  return {
    attempt: row,
    rows: read.rows,
    questions: read.questions,
    quiz: { quizTypeId, schoolId: quizSchoolId },
    scored,
    stored,
  };
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

/**
 * Streams a finished attempt's stored marks as its first submit did, waiting for marks still
 * being made elsewhere (a submit repeated while the first is marking).
 */
async function replay(ctx: QuizContext, attemptId: number, send: SendEvent, signal: AbortSignal) {
  const until = Date.now() + REPLAY_WAIT_MS;
  let sent = 0;
  for (;;) {
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
