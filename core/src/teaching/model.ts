import { TeacherRole, UserRole } from '../constants';

/** Where the manage section opens: its classes page (overview §2, Teacher). */
export const MANAGE_LANDING = '/teacher/manage/classes';

/**
 * Whether a user may open the manage pages (schools, classes, students, teachers, parents,
 * activation codes): a teacher whose teacher role is admin. Other roles are kept out of teacher
 * routes by their role alone, so this answers for teachers. The route guard applies the same
 * rule inline (guard/model.ts): importing it there would grow the widgets' core chunk, which sits
 * at its budget.
 */
export const canManage = (user: {
  readonly user_role_id: number;
  readonly teacher_role_id: number | null;
}): boolean => user.user_role_id === UserRole.teacher && user.teacher_role_id === TeacherRole.admin;
