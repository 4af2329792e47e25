import { UserRole, type TestSubmitQuery } from '@kyu/core/contract';
import { notFound } from '../../../lib/problem';
import type { Principal } from '../../sessions/service';
import { attemptJson } from '../present';
import * as q from '../queries';
import { startAttempt } from './attempts';
import type { QuizContext } from './context';
import { saveSubmitted } from './submitted';
import type { MarkingRun, SubmitForm } from './types';

/**
 * A test attempt for staff checking how a quiz marks: it belongs to no student, so marking it
 * records no XP, streak or revision, and it is claimed at once, so nothing else finishes it.
 */
async function startTestAttempt(
  ctx: QuizContext,
  principal: Principal,
  quizId: number,
  form: SubmitForm,
  query: TestSubmitQuery,
) {
  const quiz = await q.findQuiz(ctx.db, quizId);
  // Kyu's own admins and curriculum staff (no school) write every school's questions, so
  // they may try how any school's quiz marks; a school's staff their school's and Kyu's.
  const kyuStaff =
    (principal.userRoleId === UserRole.admin || principal.userRoleId === UserRole.curriculum) &&
    principal.schoolId === null;
  const visible =
    quiz && (kyuStaff || quiz.schoolId === null || quiz.schoolId === principal.schoolId);
  if (!quiz || !visible || (query.demo && !quiz.isDemo)) throw notFound('No such quiz.');
  const attempt = await startAttempt(ctx, quiz, { isReview: true });
  try {
    await saveSubmitted(ctx, attempt, form, true);
  } catch (error) {
    await q.deleteAttempt(ctx.db, attempt.id);
    throw error;
  }
  return (await q.claimAttempt(ctx.db, attempt.id, null, new Date())) ?? attempt;
}

/**
 * `POST /quiz/{id}/test-submit`: staff see how answers would be marked, with the marker's
 * reasons; the attempt is removed afterwards unless `save_evaluations` keeps it.
 */
export async function testSubmit(
  ctx: QuizContext,
  principal: Principal,
  quizId: number,
  form: SubmitForm,
  query: TestSubmitQuery,
): Promise<MarkingRun> {
  const attempt = await startTestAttempt(ctx, principal, quizId, form, query);
  return async ({ send }) => {
    try {
      const done = await ctx.finisher.grade(attempt.id, { send, rationale: true });
      if (done) send('attempt', attemptJson(done));
    } finally {
      if (!query.save_evaluations) await q.deleteAttempt(ctx.db, attempt.id);
    }
  };
}
