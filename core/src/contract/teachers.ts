import { Type, type Static } from 'typebox';
import { Id } from './common';

/** One of a teacher's classes, as GET /teachers/class lists them (the teacher landing page). */
export const TeacherClass = Type.Object({
  id: Id,
  name: Type.String(),
  academic_level_id: Id,
  academic_level_name: Type.String(),
  subject_id: Id,
  subject_name: Type.String(),
  /** Active students who are members of the class. */
  student_count: Type.Integer({ minimum: 0 }),
});
export type TeacherClass = Static<typeof TeacherClass>;

/** The answer of `GET /teachers/class`. */
export const TeacherClassList = Type.Array(TeacherClass);
export type TeacherClassList = Static<typeof TeacherClassList>;
