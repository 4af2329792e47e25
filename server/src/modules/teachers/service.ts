import { TeacherRole, type TeacherClass } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../sessions/service';
import { listClasses } from './queries';

/**
 * The classes on a teacher's landing page: the ones they teach, or, for the school's teacher-admin
 * (the owner, who manages every class), all classes of their school.
 */
export async function teacherClasses(db: Db, teacher: Principal): Promise<TeacherClass[]> {
  const wholeSchool = teacher.teacherRoleId === TeacherRole.admin && teacher.schoolId !== null;
  return listClasses(
    db,
    wholeSchool ? { schoolId: teacher.schoolId! } : { memberId: teacher.userId },
  );
}
