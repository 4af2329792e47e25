import { TeacherRole, type TeacherClass } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../sessions/service';
import { listClasses } from './queries';

/**
 * The classes on a teacher's landing page: the ones they teach, or, for the school's teacher-admin
 * (the owner, who manages every class), all classes of their school. Either way only their own
 * school's: a teacher moved to another school keeps no view of the old one's classes, and a
 * teacher without a school has none.
 */
export async function teacherClasses(db: Db, teacher: Principal): Promise<TeacherClass[]> {
  if (teacher.schoolId === null) return [];
  const wholeSchool = teacher.teacherRoleId === TeacherRole.admin;
  return listClasses(db, {
    schoolId: teacher.schoolId,
    ...(wholeSchool ? {} : { memberId: teacher.userId }),
  });
}
