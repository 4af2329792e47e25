import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { QuizType } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { evaluations, users } from '../../db/schema';
import { problemType } from '../../lib/problem';
import type { ChatModel } from '../../providers/llm/types';
import {
  DEFAULT_SCORING_PROMPT,
  MarkingInputError,
  markAnswer,
  type MarkOutcome,
} from '../marking';
import { promptInForce } from '../prompts/queries';
import { completeAttempt } from './completion';
import { evaluationJson, type AttemptRow, type EvaluationRow } from './present';
import { evaluationsOf, findAttempt, findQuiz } from './queries';
import { loadQuestions, markable, type QuizQuestion } from './questions';
import type { SendEvent } from './sse';

export interface GradingDeps {
  db: Db;
  model: ChatModel;
  log: FastifyBaseLogger;
  /** Aborts when the app closes; a client leaving never stops marking. */
  closing: AbortSignal;
}

export interface GradingOptions {
  send?: SendEvent;
  /** Stream each explanation as `explanation` deltas after its question (submit). */
  explain?: boolean;
  /** Stream the marker's reasoning as `scoring_rationale` (test-submit). */
  rationale?: boolean;
}

const UNMARKABLE = 'This answer could not be marked automatically; your teacher will review it.';
const WORDS_PER_DELTA = 6;

/** An explanation in pieces of a few words, the way a client shows text arriving. */
export function explanationDeltas(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const deltas: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_DELTA) {
    deltas.push(words.slice(i, i + WORDS_PER_DELTA).join(''));
  }
  return deltas;
}

async function scoringPrompt(db: Db, schoolId: number | null) {
  return (await promptInForce(db, '4', schoolId)) ?? DEFAULT_SCORING_PROMPT;
}

async function markOne(
  deps: GradingDeps,
  question: QuizQuestion | undefined,
  row: EvaluationRow,
  prompt: string,
  send?: SendEvent,
): Promise<MarkOutcome> {
  const none = (feedback: string, needsReview: boolean): MarkOutcome => ({
    marks_given: 0,
    max_marks: row.maxMarks,
    is_full_marks: row.maxMarks === 0,
    feedback,
    needs_review: needsReview,
    rationale: feedback,
  });
  if (!question) return none(UNMARKABLE, true);
  try {
    return await markAnswer(markable(question), row.value, {
      model: deps.model,
      scoringPrompt: prompt,
      signal: deps.closing,
    });
  } catch (error) {
    // Answers are checked when saved, so this is a value saved before a question changed.
    if (error instanceof MarkingInputError) return none(error.message, false);
    deps.log.error({ err: error, evaluationId: row.id }, 'marking an answer failed');
    send?.('error', {
      type: problemType('marking-failed'),
      title: 'Marking failed',
      status: 500,
      detail: `Question ${row.questionId} could not be marked; a teacher will review it.`,
    });
    return none(UNMARKABLE, true);
  }
}

/** Saves one mark unless another marker got there first; answers the row as stored. */
async function saveMark(db: Db, row: EvaluationRow, mark: MarkOutcome) {
  const [saved] = await db
    .update(evaluations)
    .set({
      marksGiven: mark.marks_given,
      maxMarks: mark.max_marks,
      isFullMarks: mark.is_full_marks,
      feedback: mark.feedback,
      needsReview: mark.needs_review,
      isSubmitted: true,
      updatedAt: sql`now()`,
    })
    .where(and(eq(evaluations.id, row.id), isNull(evaluations.marksGiven)))
    .returning();
  if (saved) return saved;
  const [stored] = await db.select().from(evaluations).where(eq(evaluations.id, row.id));
  return stored ?? row;
}

/** Sends one marked answer and, when asked, its explanation in pieces. */
export function sendMarked(
  send: SendEvent,
  row: EvaluationRow,
  question: QuizQuestion | undefined,
  explain: boolean,
) {
  const key = question
    ? { explanation: question.row.explanation, methodAnswer: question.row.methodAnswer }
    : null;
  send('evaluations', evaluationJson(row, key));
  if (!explain || !key) return;
  for (const delta of explanationDeltas(key.explanation)) {
    send('explanation', { question_id: row.questionId, delta });
  }
}

/** Marks the unmarked answers among `rows` in order, saving each mark as it is made. */
async function markRows(
  deps: GradingDeps,
  attempt: AttemptRow,
  rows: EvaluationRow[],
  opts: GradingOptions,
) {
  const quiz = await findQuiz(deps.db, attempt.quizId);
  const questions = await loadQuestions(
    deps.db,
    rows.map((r) => r.questionId),
  );
  const prompt = await scoringPrompt(deps.db, quiz?.schoolId ?? (await schoolOf(deps.db, attempt)));
  const marked: EvaluationRow[] = [];
  for (const row of rows) {
    const question = questions.get(row.questionId);
    const mark =
      row.marksGiven === null ? await markOne(deps, question, row, prompt, opts.send) : null;
    const saved = mark ? await saveMark(deps.db, row, mark) : row;
    if (opts.send) sendMarked(opts.send, saved, question, opts.explain ?? false);
    if (mark && opts.rationale) {
      opts.send?.('scoring_rationale', { question_id: row.questionId, text: mark.rationale });
    }
    marked.push(saved);
  }
  return { marked, isRevisionQuiz: quiz?.quizTypeId === QuizType.revision };
}

/**
 * Marks every unmarked answer of a submitted attempt in order, then completes the attempt once.
 * Safe to run twice at once: each mark and the completion are conditional updates, so the
 * second run only reads what the first wrote.
 */
export async function gradeAttempt(
  deps: GradingDeps,
  attemptId: number,
  opts: GradingOptions = {},
): Promise<AttemptRow | undefined> {
  const attempt = await findAttempt(deps.db, attemptId);
  if (!attempt || attempt.gradingCompleted) return attempt;
  const rows = await evaluationsOf(deps.db, attemptId);
  const { marked, isRevisionQuiz } = await markRows(deps, attempt, rows, opts);
  return completeAttempt(deps.db, attempt, marked, isRevisionQuiz);
}

/** Practice: marks some answers of an open attempt (a check); the attempt stays open. */
export async function checkAnswers(
  deps: GradingDeps,
  attempt: AttemptRow,
  questionIds: number[],
  opts: GradingOptions = {},
) {
  const rows = (await evaluationsOf(deps.db, attempt.id)).filter((r) =>
    questionIds.includes(r.questionId),
  );
  await markRows(deps, attempt, rows, opts);
}

async function schoolOf(db: Db, attempt: AttemptRow) {
  if (attempt.studentId === null) return null;
  const [row] = await db
    .select({ schoolId: users.schoolId })
    .from(users)
    .where(eq(users.id, attempt.studentId));
  return row?.schoolId ?? null;
}
