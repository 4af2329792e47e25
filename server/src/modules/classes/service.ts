import { TeacherRole, UserRole } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import { forbidden, notFound } from '../../lib/problem';
import type { Principal } from '../sessions/principal';
import * as q from './queries';

/**
 * The class a teacher (or an admin) may work with, or the problem that says why not: an unknown
 * or inactive class is 404; another school's class is 403 (the teacher asked for something that
 * exists but is not theirs, and says so plainly rather than pretending it is missing); a teacher
 * who is not the school's teacher-admin works only with classes they are a member of (403).
 * Kyu's own admins (no school) may use any class, a school's admin their school's. Worksheets,
 * lessons and reports check a class through this one function.
 */
export async function classOfTeacher(db: Queryable, who: Principal, classId: number) {
  const row = await q.findActiveClass(db, classId);
  if (!row) throw notFound('No such class.');
  if (who.userRoleId === UserRole.admin && who.schoolId === null) return row;
  if (who.schoolId === null || row.schoolId !== who.schoolId) {
    throw forbidden('This class belongs to another school.');
  }
  if (who.userRoleId === UserRole.admin || who.teacherRoleId === TeacherRole.admin) return row;
  if (!(await q.isClassMember(db, classId, who.userId))) {
    throw forbidden('You do not teach this class.');
  }
  return row;
}
