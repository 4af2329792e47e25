import { TeacherRole, UserRole } from '@kyu/core';

interface RoleChoice {
  id: number;
  name: string;
}

/** User roles as choices, named for people (overview §3). */
export const USER_ROLE_CHOICES: (RoleChoice & { plural: string })[] = [
  { id: UserRole.student, name: 'Student', plural: 'Students' },
  { id: UserRole.teacher, name: 'Teacher', plural: 'Teachers' },
  { id: UserRole.admin, name: 'Admin', plural: 'Admins' },
  { id: UserRole.curriculum, name: 'Curriculum', plural: 'Curriculum staff' },
  { id: UserRole.curriculumGuest, name: 'Curriculum guest', plural: 'Curriculum guests' },
  { id: UserRole.parent, name: 'Parent', plural: 'Parents' },
];

/** Teacher sub-roles as choices. */
export const TEACHER_ROLE_CHOICES: RoleChoice[] = [
  { id: TeacherRole.admin, name: 'Admin (owner)' },
  { id: TeacherRole.departmentHead, name: 'Department head' },
  { id: TeacherRole.teacher, name: 'Teacher' },
];

/** A role's name for people ("Teacher"), or "Unknown role" for one the list does not know. */
export const roleName = (id: number) =>
  USER_ROLE_CHOICES.find((role) => role.id === id)?.name ?? 'Unknown role';
