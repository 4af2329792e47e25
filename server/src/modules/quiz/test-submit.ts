import { eq } from 'drizzle-orm';
import { UserRole, type TestSubmitQuery } from '@kyu/core/contract';
import { attempts } from '../../db/schema';
import { notFound } from '../../lib/problem';
import type { Principal } from '../sessions/service';
import { startAttempt } from './attempts';
import { claimAttempt, findQuiz } from './queries';
import { saveSubmitted, type SubmitDeps } from './submit';
import type { SubmitForm } from './submit-form';

/**
 * A test attempt for staff checking how a quiz marks: it belongs to no student, so marking it
 * records no XP, streak or revision, and it is claimed at once, so nothing else finishes it.
 */
export async function startTestAttempt(
  deps: SubmitDeps,
  principal: Principal,
  quizId: number,
  form: SubmitForm,
  query: TestSubmitQuery,
) {
  const quiz = await findQuiz(deps.db, quizId);
  // Kyu's own admins and curriculum staff (no school) write every school's questions, so
  // they may try how any school's quiz marks; a school's staff their school's and Kyu's.
  const kyuStaff =
    (principal.userRoleId === UserRole.admin || principal.userRoleId === UserRole.curriculum) &&
    principal.schoolId === null;
  const visible =
    quiz && (kyuStaff || quiz.schoolId === null || quiz.schoolId === principal.schoolId);
  if (!quiz || !visible || (query.demo && !quiz.isDemo)) throw notFound('No such quiz.');
  const attempt = await startAttempt(deps.db, quiz, { isReview: true });
  try {
    await saveSubmitted(deps, attempt, form, true);
  } catch (error) {
    await discardTestAttempt(deps, attempt.id);
    throw error;
  }
  return (await claimAttempt(deps.db, attempt.id, null, new Date())) ?? attempt;
}

export async function discardTestAttempt(deps: SubmitDeps, attemptId: number) {
  await deps.db.delete(attempts).where(eq(attempts.id, attemptId));
}
