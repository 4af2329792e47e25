import type { QuizDetail, SharedAttemptBody } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/problem';
import { maxMarksOf, passagesOf } from '../../questions/service';
import { attemptJson, openAttemptJson, quizSummary, studentQuestion } from '../present';
import * as q from '../queries';
import type { AttemptRow, NewAttempt, QuizRow } from '../queries';
import { hashSession, newSessionId, type Holder } from '../sessions';
import { evaluationsJson } from './evaluations';
import type { QuizContext } from './context';
import type { QuizReader } from './types';
import { questionsById } from './questions';

const noQuiz = () => notFound('No such quiz, or it is not one you can take.');
const noAttempt = () => notFound('No attempt at this quiz is open to you.');

/** The quiz, its questions without keys, the attempt and its answers. */
async function detail(
  ctx: QuizContext,
  quiz: QuizRow,
  attempt: AttemptRow,
  sessionId: string | null,
): Promise<QuizDetail> {
  const rows = await q.evaluationsOf(ctx.db, attempt.id);
  const loaded = await questionsById(
    ctx,
    rows.map((r) => r.questionId),
  );
  const ordered = rows.map((r) => loaded.get(r.questionId)).filter((x) => x !== undefined);
  return {
    quiz: quizSummary(quiz, ordered.length),
    questions: ordered.map((x) => studentQuestion(x, ctx.files.urlOf)),
    passages: await passagesOf(ctx.db, ordered),
    attempt: attemptJson(attempt),
    evaluations: await evaluationsJson(ctx, rows),
    session_id: sessionId,
  };
}

/** A new attempt at a quiz: one unanswered evaluation per question still in the bank. */
export async function startAttempt(reader: QuizReader, quiz: QuizRow, values: Partial<NewAttempt>) {
  const loaded = await questionsById(reader, quiz.questionIds);
  const questions = quiz.questionIds
    .map((id) => loaded.get(id))
    .filter((x) => x !== undefined)
    .map((x) => ({ id: x.row.id, maxMarks: maxMarksOf(x) }));
  const now = new Date();
  return q.insertAttempt(
    reader.db,
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
  ctx: QuizContext,
  userId: number,
  quizId: number,
  opts: { review?: boolean; latest?: boolean } = {},
) {
  if (opts.review) return openReview(ctx, userId, quizId);
  const learner = await q.findLearner(ctx.db, userId);
  const quiz = learner && (await q.findTakeable(ctx.db, learner, quizId));
  if (!quiz) throw noQuiz();
  const latest = await q.latestAttempt(ctx.db, quizId, userId);
  const open = latest && (await ctx.finisher.settle(latest));
  // With `latest`, a finished attempt is answered as it is (its result), so reopening a quiz
  // never starts a new attempt behind the student's back; "Try again" asks without it.
  const attempt =
    open && (open.submittedAt === null || opts.latest)
      ? open
      : await startAttempt(ctx, quiz, { studentId: userId });
  return detail(ctx, quiz, attempt, null);
}

// A review needs no quiz the student may still take: their own attempt at it is enough.
async function openReview(ctx: QuizContext, userId: number, quizId: number) {
  const quiz = await q.findQuiz(ctx.db, quizId);
  const latest = quiz && (await q.latestAttempt(ctx.db, quizId, userId));
  // A timed attempt whose time ran out is finished first, so it is the one reviewed.
  if (latest) await ctx.finisher.settle(latest);
  const attempt = quiz && (await q.latestAttempt(ctx.db, quizId, userId, { submitted: true }));
  if (!quiz || !attempt)
    throw notFound('You have not finished this quiz yet: there is nothing to review.');
  return detail(ctx, quiz, attempt, null);
}

/** An anonymous attempt (demo or shared) resumed by its session id, if it is at this quiz. */
async function sessionAttempt(ctx: QuizContext, quizId: number, sessionId: string) {
  const found = await q.attemptBySession(ctx.db, hashSession(sessionId));
  if (!found || found.quizId !== quizId) throw noAttempt();
  return ctx.finisher.settle(found);
}

/** `GET /quiz/{id}/demo`: anyone may try a demo quiz; `session_id` resumes their attempt. */
export async function openDemo(ctx: QuizContext, quizId: number, sessionId: string | undefined) {
  const quiz = await q.findQuiz(ctx.db, quizId);
  if (!quiz || !quiz.isDemo || !quiz.isActive) throw noQuiz();
  if (sessionId !== undefined) {
    return detail(ctx, quiz, await sessionAttempt(ctx, quizId, sessionId), sessionId);
  }
  const fresh = newSessionId();
  const attempt = await startAttempt(ctx, quiz, { sessionHash: hashSession(fresh) });
  return detail(ctx, quiz, attempt, fresh);
}

/** `PUT /quiz/shared/attempts`: someone without an account starts a shared quiz. */
export async function openShared(ctx: QuizContext, body: SharedAttemptBody) {
  const quiz = await q.findQuiz(ctx.db, body.quiz_id);
  if (!quiz || !quiz.isShared || !quiz.isActive) throw noQuiz();
  const fresh = newSessionId();
  const attempt = await startAttempt(ctx, quiz, {
    sessionHash: hashSession(fresh),
    fullName: body.full_name.trim(),
    email: body.email.toLowerCase(),
  });
  return detail(ctx, quiz, attempt, fresh);
}

/** The holder's current attempt at a quiz: their newest, or the one their session id names. */
export async function currentAttempt(ctx: QuizContext, holder: Holder, quizId: number) {
  const found =
    'userId' in holder
      ? await q.latestAttempt(ctx.db, quizId, holder.userId)
      : await q.attemptBySession(ctx.db, holder.sessionHash);
  if (!found || found.quizId !== quizId) throw noAttempt();
  return ctx.finisher.settle(found);
}

/**
 * The holder's current attempt at a quiz with its answers, read in one query (a submit needs
 * both); settled first like `currentAttempt`, when its answers no longer matter.
 */
export async function currentAttemptWithAnswers(ctx: QuizContext, holder: Holder, quizId: number) {
  const found = await q.attemptWithAnswers(
    ctx.db,
    'userId' in holder ? { quizId, studentId: holder.userId } : holder,
  );
  if (!found || found.attempt.quizId !== quizId) throw noAttempt();
  return { attempt: await ctx.finisher.settle(found.attempt), rows: found.rows };
}
