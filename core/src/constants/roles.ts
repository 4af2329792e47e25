/** User role ids as the API sends them (overview §3). */
export const UserRole = {
  student: 1,
  teacher: 2,
  admin: 3,
  curriculum: 4,
  curriculumGuest: 5,
  parent: 6,
} as const;
/** One of the {@link UserRole} ids. */
export type UserRoleId = (typeof UserRole)[keyof typeof UserRole];

/** Teacher sub-role ids (overview §3). */
export const TeacherRole = { admin: 1, departmentHead: 2, teacher: 3 } as const;
/** One of the {@link TeacherRole} ids. */
export type TeacherRoleId = (typeof TeacherRole)[keyof typeof TeacherRole];

/** The roles a visitor may choose when signing up on their own. */
export const SELF_SIGNUP_ROLES = ['student', 'parent'] as const;
/** One of {@link SELF_SIGNUP_ROLES}. */
export type SelfSignupRole = (typeof SELF_SIGNUP_ROLES)[number];
