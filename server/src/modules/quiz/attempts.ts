import { and, eq, sql } from 'drizzle-orm';
import type { EvaluationPatch, QuizDetail, SharedAttemptBody } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { attempts, evaluations } from '../../db/schema';
import { conflict, notFound } from '../../lib/problem';
import { checkAnswer } from './answer-check';
import type { Finisher } from './finisher';
import { isOverdue } from './finisher';
import {
  attemptJson,
  evaluationJson,
  openAttemptJson,
  quizSummary,
  type AttemptRow,
  type EvaluationRow,
  type QuizRow,
} from './present';
import * as q from './queries';
import { loadQuestions, markable, maxMarksOf, passagesOf, studentQuestion } from './questions';
import { hashSession, holds, newSessionId, type Holder } from './sessions';

export interface QuizDeps {
  db: Db;
  finisher: Finisher;
}

const noQuiz = () => notFound('No such quiz, or it is not one you can take.');
const noAttempt = () => notFound('No attempt at this quiz is open to you.');

/** Answers with their keys revealed where marked (evaluationJson keeps unmarked ones bare). */
export async function evaluationsJson(db: Db, rows: EvaluationRow[]) {
  const questions = await loadQuestions(
    db,
    rows.map((r) => r.questionId),
  );
  return rows.map((row) => {
    const question = questions.get(row.questionId);
    return evaluationJson(
      row,
      question
        ? { explanation: question.row.explanation, methodAnswer: question.row.methodAnswer }
        : null,
    );
  });
}

/** The quiz, its questions without keys, the attempt and its answers. */
async function detail(
  db: Db,
  quiz: QuizRow,
  attempt: AttemptRow,
  sessionId: string | null,
): Promise<QuizDetail> {
  const rows = await q.evaluationsOf(db, attempt.id);
  const loaded = await loadQuestions(
    db,
    rows.map((r) => r.questionId),
  );
  const ordered = rows.map((r) => loaded.get(r.questionId)).filter((x) => x !== undefined);
  return {
    quiz: quizSummary(quiz, ordered.length),
    questions: ordered.map(studentQuestion),
    passages: await passagesOf(db, ordered),
    attempt: attemptJson(attempt),
    evaluations: await evaluationsJson(db, rows),
    session_id: sessionId,
  };
}

/** A new attempt at a quiz: one unanswered evaluation per question still in the bank. */
export async function startAttempt(
  db: Db,
  quiz: QuizRow,
  values: Partial<typeof attempts.$inferInsert>,
) {
  const loaded = await loadQuestions(db, quiz.questionIds);
  const questions = quiz.questionIds
    .map((id) => loaded.get(id))
    .filter((x) => x !== undefined && x.row.parentQuestionId === null)
    .map((x) => ({ id: x!.row.id, maxMarks: maxMarksOf(x!) }));
  const now = new Date();
  return q.insertAttempt(
    db,
    {
      quizId: quiz.id,
      startedAt: now,
      deadlineAt: quiz.timeLimit ? new Date(now.getTime() + quiz.timeLimit * 1000) : null,
      ...values,
    },
    questions,
  );
}

/** `GET /quiz`: the quizzes the student may take, each with their attempt in progress, if any. */
export async function listQuizzes(db: Db, userId: number, showCount: boolean) {
  const learner = await q.findLearner(db, userId);
  if (!learner) return [];
  const [rows, open] = await Promise.all([
    q.listTakeable(db, learner),
    q.openAttempts(db, userId, new Date()),
  ]);
  // Ordered by id, so a quiz's newest open attempt is the one kept.
  const progress = new Map(open.map((a) => [a.quizId, openAttemptJson(a)]));
  return rows.map(({ quiz, courseName }) => {
    const inProgress = progress.get(quiz.id);
    return {
      ...quizSummary(quiz, showCount ? quiz.questionIds.length : undefined),
      course_name: courseName,
      ...(inProgress ? { open_attempt: inProgress } : {}),
    };
  });
}

/**
 * `GET /quiz/{id}`: resumes the student's open attempt, or starts one. With `review`, answers
 * their newest submitted attempt instead, marks and all, and never starts one.
 */
export async function openAttempt(
  deps: QuizDeps,
  userId: number,
  quizId: number,
  opts: { review?: boolean } = {},
) {
  if (opts.review) return openReview(deps, userId, quizId);
  const learner = await q.findLearner(deps.db, userId);
  const quiz = learner && (await q.findTakeable(deps.db, learner, quizId));
  if (!quiz) throw noQuiz();
  const latest = await q.latestAttempt(deps.db, quizId, userId);
  const open = latest && (await deps.finisher.settle(latest));
  const attempt =
    open && open.submittedAt === null
      ? open
      : await startAttempt(deps.db, quiz, { studentId: userId });
  return detail(deps.db, quiz, attempt, null);
}

// A review needs no quiz the student may still take: their own attempt at it is enough.
async function openReview(deps: QuizDeps, userId: number, quizId: number) {
  const quiz = await q.findQuiz(deps.db, quizId);
  const latest = quiz && (await q.latestAttempt(deps.db, quizId, userId));
  // A timed attempt whose time ran out is finished first, so it is the one reviewed.
  if (latest) await deps.finisher.settle(latest);
  const attempt = quiz && (await q.latestAttempt(deps.db, quizId, userId, { submitted: true }));
  if (!quiz || !attempt)
    throw notFound('You have not finished this quiz yet: there is nothing to review.');
  return detail(deps.db, quiz, attempt, null);
}

/** An anonymous attempt (demo or shared) resumed by its session id, if it is at this quiz. */
async function sessionAttempt(deps: QuizDeps, quizId: number, sessionId: string) {
  const found = await q.attemptBySession(deps.db, hashSession(sessionId));
  if (!found || found.quizId !== quizId) throw noAttempt();
  return deps.finisher.settle(found);
}

/** `GET /quiz/{id}/demo`: anyone may try a demo quiz; `session_id` resumes their attempt. */
export async function openDemo(deps: QuizDeps, quizId: number, sessionId: string | undefined) {
  const quiz = await q.findQuiz(deps.db, quizId);
  if (!quiz || !quiz.isDemo || !quiz.isActive) throw noQuiz();
  if (sessionId !== undefined) {
    return detail(deps.db, quiz, await sessionAttempt(deps, quizId, sessionId), sessionId);
  }
  const fresh = newSessionId();
  const attempt = await startAttempt(deps.db, quiz, { sessionHash: hashSession(fresh) });
  return detail(deps.db, quiz, attempt, fresh);
}

/** `PUT /quiz/shared/attempts`: someone without an account starts a shared quiz. */
export async function openShared(deps: QuizDeps, body: SharedAttemptBody) {
  const quiz = await q.findQuiz(deps.db, body.quiz_id);
  if (!quiz || !quiz.isShared || !quiz.isActive) throw noQuiz();
  const fresh = newSessionId();
  const attempt = await startAttempt(deps.db, quiz, {
    sessionHash: hashSession(fresh),
    fullName: body.full_name.trim(),
    email: body.email.toLowerCase(),
  });
  return detail(deps.db, quiz, attempt, fresh);
}

/** The holder's current attempt at a quiz: their newest, or the one their session id names. */
export async function currentAttempt(deps: QuizDeps, holder: Holder, quizId: number) {
  const found =
    'userId' in holder
      ? await q.latestAttempt(deps.db, quizId, holder.userId)
      : await q.attemptBySession(deps.db, holder.sessionHash);
  if (!found || found.quizId !== quizId) throw noAttempt();
  return deps.finisher.settle(found);
}

export async function listEvaluations(deps: QuizDeps, holder: Holder, quizId: number) {
  const attempt = await currentAttempt(deps, holder, quizId);
  return evaluationsJson(deps.db, await q.evaluationsOf(deps.db, attempt.id));
}

/** An evaluation its holder may see; others learn nothing of it, not even that it exists. */
export async function ownEvaluation(db: Db, holder: Holder, id: number) {
  const found = await q.findEvaluation(db, id);
  if (!found || !holds(holder, found.attempt)) throw notFound('No such answer of yours.');
  return found;
}

const closed = (attempt: AttemptRow) =>
  conflict(
    attempt.submittedAt
      ? 'This attempt has been submitted; its answers can no longer change.'
      : 'The time for this attempt is up; its answers can no longer change.',
  );

/**
 * Autosaves one answer. Saving the same body twice leaves the same row. Scores and XP the client
 * reports are ignored: the server marks answers itself, so a client cannot award itself marks;
 * only the time on the quiz, which nothing is paid for, is kept as the client counts it.
 */
export async function saveAnswer(
  deps: QuizDeps,
  holder: Holder,
  evaluationId: number,
  patch: EvaluationPatch,
  totalTimeSpent: number | undefined,
) {
  const found = await ownEvaluation(deps.db, holder, evaluationId);
  const attempt = await deps.finisher.settle(found.attempt);
  if (attempt.submittedAt !== null || isOverdue(attempt)) throw closed(attempt);
  if (found.evaluation.marksGiven !== null) {
    throw conflict('This answer has been checked and marked; it can no longer change.');
  }
  const loaded = await loadQuestions(deps.db, [found.evaluation.questionId]);
  const question = loaded.get(found.evaluation.questionId);
  if (question) checkAnswer(markable(question), patch.value);
  const current = found.evaluation;
  const unchanged =
    current.value === patch.value &&
    current.timeSpent === patch.time_spent &&
    current.numOptionsClicked === patch.num_options_clicked;
  // The attempt is checked in the same statement: a submit claiming it meanwhile wins.
  const [saved] = unchanged
    ? [current]
    : await deps.db
        .update(evaluations)
        .set({
          value: patch.value,
          timeSpent: patch.time_spent,
          numOptionsClicked: patch.num_options_clicked,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(evaluations.id, evaluationId),
            sql`exists (select 1 from ${attempts} where ${attempts.id} = ${evaluations.attemptId} and ${attempts.submittedAt} is null)`,
          ),
        )
        .returning();
  if (!saved) throw closed(attempt);
  if (totalTimeSpent !== undefined) {
    await deps.db
      .update(attempts)
      .set({ totalTimeSpent })
      .where(and(eq(attempts.id, attempt.id), sql`${attempts.submittedAt} is null`));
  }
  return evaluationJson(saved, null);
}
