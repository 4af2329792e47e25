import type { HardestQuestionReport, WeeklyStatistics } from '@kyu/core/contract';
import { UserRole } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import { isParentOf } from '../../db/families';
import { forbidden, notFound } from '../../lib/problem';
import type { Principal } from '../sessions/service';
import * as q from './queries';

/**
 * A child's reports are for their parents and for the child themself. Any other id answers 403
 * whether or not the account exists, so the call tells nobody who is a student.
 */
async function assertMayRead(db: Queryable, caller: Principal, childId: number) {
  if (caller.userId === childId && caller.userRoleId === UserRole.student) return;
  if (caller.userRoleId === UserRole.parent && (await isParentOf(db, caller.userId, childId)))
    return;
  throw forbidden('Only the child and their parents see these reports.');
}

/** The child's hardest questions of the last seven days, or of the last day for `updates`. */
export async function hardestQuestionReport(
  db: Queryable,
  caller: Principal,
  childId: number,
  opts: { updates: boolean; now: Date },
): Promise<HardestQuestionReport> {
  await assertMayRead(db, caller, childId);
  const questions = await q.hardestQuestions(db, childId, { lastDay: opts.updates, now: opts.now });
  return { child_id: childId, questions };
}

/** The child's last seven days in a subject against the seven before. */
export async function weeklyStatistics(
  db: Queryable,
  caller: Principal,
  childId: number,
  subjectId: number,
  now: Date,
): Promise<WeeklyStatistics> {
  await assertMayRead(db, caller, childId);
  if (!(await q.subjectExists(db, subjectId))) throw notFound('There is no such subject.');
  return q.weeklyStatistics(db, childId, subjectId, now);
}
