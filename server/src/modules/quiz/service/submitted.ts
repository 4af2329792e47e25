import { badRequest } from '../../../lib/problem';
import { markableQuestion } from '../../questions/service';
import { checkAnswer } from '../answer-check';
import * as q from '../queries';
import type { AttemptRow, EvaluationRow, SubmittedValue } from '../queries';
import { recordingKey } from '../recordings';
import type { QuizContext } from './context';
import type { Claimed } from './grading';
import { questionsById } from './questions';
import type { SubmitForm } from './types';

/** What a submit claims the attempt with, besides its answers. */
export interface ClaimOptions {
  isReview: boolean;
  /** The Idempotency-Key header: the same key again answers the first result. */
  key: string | null;
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
export async function claimWithAnswers(
  ctx: QuizContext,
  attempt: AttemptRow,
  rows: EvaluationRow[],
  form: SubmitForm,
  opts: ClaimOptions,
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
