import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';

/**
 * A course on offer (overview §3 "Course": id, is_active). The spec shows no more; a parent
 * choosing one expects its name, subject and level by name, so the answer carries them.
 */
export const Course = Type.Object({
  id: Id,
  name: Type.String(),
  subject_id: Id,
  subject_name: Type.String(),
  academic_level_id: Id,
  academic_level_name: Type.String(),
  /** The school that offers it; null for a course every school may sell. */
  school_id: Nullable(Id),
  /** False once a course is withdrawn: it is no longer sold nor chosen by default. */
  is_active: Type.Boolean(),
});
export type Course = Static<typeof Course>;

/**
 * The answer of `GET /courses` (not shown in the spec): the same `{ courses }` as
 * `GET /courses/user`, so a page reads both alike. Ordered by subject, then level, then name.
 */
export const CourseList = Type.Object({ courses: Type.Array(Course) });
export type CourseList = Static<typeof CourseList>;

/** The query of `GET /courses`: every filter is optional and they combine. */
export const CoursesQuery = Type.Object({
  school_id: Type.Optional(Id),
  subject_id: Type.Optional(Id),
  academic_level_id: Type.Optional(Id),
});
export type CoursesQuery = Static<typeof CoursesQuery>;

/**
 * A course as one learner sees it: whether they have it (a subscription, a code or an admin's
 * grant), and the classes of their school that teach it.
 */
export const UserCourse = Type.Object({
  ...Course.properties,
  is_assigned: Type.Boolean(),
  /**
   * The learner's classes that teach the course: a class of theirs at its subject and level, or
   * one that gave them a worksheet or lesson of it. Empty (or absent) when no class does.
   */
  school_classes: Type.Optional(Type.Array(Type.String())),
});
export type UserCourse = Static<typeof UserCourse>;

/** The answer of `GET /courses/user` ("returns courses"). */
export const UserCourseList = Type.Object({ courses: Type.Array(UserCourse) });
export type UserCourseList = Static<typeof UserCourseList>;

/**
 * The query of `GET /courses/user`. Without `child_id` the learner is the signed-in student; a
 * parent names one of their children. `has_assigned_course=true` keeps only the courses the
 * learner has or is taught in a class at school; otherwise every course open to the learner's
 * school and level is listed too.
 */
export const UserCoursesQuery = Type.Object({
  child_id: Type.Optional(Id),
  has_assigned_course: Type.Optional(Type.Boolean()),
});
export type UserCoursesQuery = Static<typeof UserCoursesQuery>;
