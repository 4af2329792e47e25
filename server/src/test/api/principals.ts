/**
 * Who calls the API in the permission and fuzz suites: nobody, one account of each role of the
 * first school (Hillside), Kyu's own staff (no school), the second school's (Riverside) staff,
 * and a curriculum guest of no school, as the demo seeds one.
 */
export const PRINCIPALS = [
  'anonymous',
  'student',
  'parent',
  'teacher',
  'teacherAdmin',
  'schoolAdmin',
  'superAdmin',
  'curriculum',
  'curriculumGuest',
  'otherTeacher',
  'otherAdmin',
] as const;

export type Principal = (typeof PRINCIPALS)[number];

/**
 * Who must never read the first school's records: the second school's staff (a teacher-admin
 * and a school admin of Riverside), and the curriculum guest, who reads Kyu's catalogue only.
 */
export const OUTSIDERS: readonly Principal[] = ['otherTeacher', 'otherAdmin', 'curriculumGuest'];
