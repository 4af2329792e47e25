import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { UserRole, type SharedAnswerBody, type SharedAttempter } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { attempts, evaluations } from '../../db/schema';
import { forbidden, notFound } from '../../lib/problem';
import type { Principal } from '../sessions/service';
import { currentAttempt, saveAnswer, type QuizDeps } from './attempts';
import { findQuiz } from './queries';
import { hashSession } from './sessions';

const STAFF: number[] = [UserRole.teacher, UserRole.admin, UserRole.curriculum];

/** `POST /quiz/shared/attempts/question`: autosaves one answer of a shared attempt. */
export async function saveSharedAnswer(deps: QuizDeps, body: SharedAnswerBody) {
  const holder = { sessionHash: hashSession(body.session_id) };
  const [row] = await deps.db
    .select({ id: evaluations.id, quizId: attempts.quizId })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .where(
      and(
        eq(attempts.sessionHash, holder.sessionHash),
        eq(evaluations.questionId, body.question_id),
      ),
    );
  if (!row) throw notFound('No such question in this shared attempt.');
  await currentAttempt(deps, holder, row.quizId);
  const { value, time_spent, num_options_clicked } = body;
  return saveAnswer(deps, holder, row.id, { value, time_spent, num_options_clicked }, undefined);
}

/**
 * Who took a shared quiz: its owner may see, and so may the staff of its school (Kyu's own
 * administrators, who have no school, for every quiz).
 */
export async function sharedAttempters(
  db: Db,
  principal: Principal,
  quizId: number,
): Promise<SharedAttempter[]> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz || !quiz.isShared) throw notFound('No such shared quiz.');
  const superAdmin = principal.userRoleId === UserRole.admin && principal.schoolId === null;
  const schoolStaff =
    STAFF.includes(principal.userRoleId) &&
    quiz.schoolId !== null &&
    quiz.schoolId === principal.schoolId;
  const staff = superAdmin || schoolStaff;
  if (quiz.ownerId !== principal.userId && !staff) {
    throw forbidden('Only the owner of this quiz and the staff of its school see who took it.');
  }
  const rows = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.quizId, quizId), isNotNull(attempts.fullName)))
    .orderBy(desc(attempts.startedAt), desc(attempts.id));
  return rows.map((r) => ({
    id: r.id,
    full_name: r.fullName ?? '',
    email: r.email ?? '',
    total_score: r.totalScore,
    worksheet_id: r.quizId,
    attempt_id: r.id,
  }));
}
