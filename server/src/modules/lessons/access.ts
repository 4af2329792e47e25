import { UserRole } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import { forbidden, notFound } from '../../lib/problem';
import type { Principal } from '../sessions/principal';
import * as q from './queries';

/*
 * Who may see and change a lesson. Another school's lesson, course or student answers 403, as a
 * class does (classOfTeacher): the caller asked for something that exists but is not theirs.
 */

/** Kyu's own administrators: an admin of no school, who keeps Kyu's catalogue. */
export const isKyuAdmin = (who: Principal) =>
  who.userRoleId === UserRole.admin && who.schoolId === null;

export const isStudent = (who: Principal) => who.userRoleId === UserRole.student;

/** A lesson the caller may read: Kyu's catalogue, or their own school's. */
export async function readableLesson(db: Queryable, who: Principal, id: number) {
  const lesson = await q.findLesson(db, id);
  if (!lesson) throw notFound('No such lesson.');
  if (isKyuAdmin(who) || lesson.schoolId === null || lesson.schoolId === who.schoolId) {
    return lesson;
  }
  throw forbidden('This lesson belongs to another school.');
}

/** A lesson the caller may change: their school's; Kyu's catalogue only for Kyu's administrators. */
export async function writableLesson(db: Queryable, who: Principal, id: number) {
  const lesson = await readableLesson(db, who, id);
  if (isKyuAdmin(who)) return lesson;
  if (lesson.schoolId === null) {
    throw forbidden("Kyu's lessons are read-only: duplicate the lesson to change it.");
  }
  return lesson;
}

/** A course the caller may put a lesson in: Kyu's catalogue, or their own school's. */
export async function usableCourse(db: Queryable, who: Principal, id: number) {
  const course = await q.findCourse(db, id);
  if (!course) throw notFound('No such course.');
  if (isKyuAdmin(who) || course.schoolId === null || course.schoolId === who.schoolId) {
    return course;
  }
  throw forbidden('This course belongs to another school.');
}

/** The student whose work the caller asks for: themself, or one of a teacher's school. */
export async function viewableStudent(db: Queryable, who: Principal, studentId: number) {
  if (isStudent(who)) {
    if (studentId !== who.userId) throw forbidden('You may see only your own work.');
    return studentId;
  }
  const student = await q.findUser(db, studentId);
  if (!student || student.userRoleId !== UserRole.student) throw notFound('No such student.');
  if (!isKyuAdmin(who) && student.schoolId !== who.schoolId) {
    throw forbidden('This student belongs to another school.');
  }
  return studentId;
}

/** An assignment of this lesson (an assignment of another lesson is not found here). */
export async function assignmentOf(db: Queryable, lessonId: number, assignmentId: number) {
  const assignment = await q.findAssignment(db, assignmentId);
  if (!assignment || assignment.lessonId !== lessonId) throw notFound('No such assignment.');
  return assignment;
}
