import { UserRole, type SharedAttempter } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/problem';
import type { Principal } from '../../sessions/service';
import * as q from '../queries';

const STAFF: number[] = [UserRole.teacher, UserRole.admin, UserRole.curriculum];

/**
 * Who took a shared quiz: its owner may see, and so may the staff of its school (Kyu's own
 * administrators, who have no school, for every quiz).
 */
export async function sharedAttempters(
  db: Db,
  principal: Principal,
  quizId: number,
): Promise<SharedAttempter[]> {
  const quiz = await q.findQuiz(db, quizId);
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
  const rows = await q.namedAttempts(db, quizId);
  return rows.map((r) => ({
    id: r.id,
    full_name: r.fullName ?? '',
    email: r.email ?? '',
    total_score: r.totalScore,
    worksheet_id: r.quizId,
    attempt_id: r.id,
  }));
}
