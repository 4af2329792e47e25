import type {
  Course,
  CourseList,
  CoursesQuery,
  UserCourseList,
  UserCoursesQuery,
} from '@kyu/core/contract';
import { UserRole } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import { activeSchoolByDomain } from '../../db/schools';
import { learnerFor } from '../../lib/learner';
import { notFound } from '../../lib/problem';
import type { Principal } from '../sessions/service';
import * as q from './queries';

// Payments, activation codes and the admin console grant and end access through these.
export { grantAccess, endAccess, hasAccess, learnersWithAccess, priceCatalogue } from './access';

/** Where a call comes from: the browser's Origin, and the portal's own, which names no school. */
export interface Site {
  origin: string | undefined;
  portalOrigin: string;
}

/** The active school whose registered site the call comes from, or null (the portal, elsewhere). */
async function schoolOfSite(db: Queryable, site: Site): Promise<number | null> {
  if (!site.origin || site.origin === site.portalOrigin) return null;
  return activeSchoolByDomain(db, site.origin);
}

/**
 * Which schools' own courses a caller sees besides Kyu's catalogue: Kyu's own administrators
 * and curriculum staff (no school) every school's; anyone else their school's, and the school
 * whose site they are on, so a guest on a school's page sees what it sells and signing in there
 * hides nothing.
 */
async function schoolsSeen(
  db: Queryable,
  caller: Principal | null,
  site: Site,
): Promise<q.SchoolsSeen> {
  const kyuStaff =
    caller?.userRoleId === UserRole.admin || caller?.userRoleId === UserRole.curriculum;
  if (kyuStaff && caller?.schoolId === null) return 'every';
  const seen = new Set<number>();
  if (caller?.schoolId) seen.add(caller.schoolId);
  const siteSchool = await schoolOfSite(db, site);
  if (siteSchool !== null) seen.add(siteSchool);
  return [...seen];
}

/** `GET /courses`: the active courses on offer to the caller, narrowed by the filters given. */
export async function listCourses(
  db: Queryable,
  caller: Principal | null,
  site: Site,
  query: CoursesQuery,
): Promise<CourseList> {
  const courses = await q.listCourses(db, {
    seen: await schoolsSeen(db, caller, site),
    schoolId: query.school_id,
    subjectId: query.subject_id,
    levelId: query.academic_level_id,
    activeOnly: true,
  });
  return { courses };
}

/** `GET /courses/{id}`: a course the caller sees, withdrawn or not; any other id is 404. */
export async function getCourse(
  db: Queryable,
  caller: Principal | null,
  site: Site,
  id: number,
): Promise<Course> {
  const course = await q.findCourse(db, id, await schoolsSeen(db, caller, site));
  if (!course) throw notFound('No such course.');
  return course;
}

/**
 * Courses by id, whatever school they belong to: for a caller who already holds the right to
 * see them (an activation code names what it unlocks); ids not found are left out.
 */
export const coursesByIds = (db: Queryable, ids: readonly number[]): Promise<Course[]> =>
  q.coursesByIds(db, ids);

/**
 * The courses a learner may be sold or has: the active courses of Kyu's catalogue and their
 * school at their level, and any they have, each saying whether they have it at `now`.
 */
export async function coursesOpenTo(db: Queryable, userId: number, now: Date) {
  const learner = await q.findLearner(db, userId);
  if (!learner) return [];
  return q.listLearnerCourses(db, { userId, ...learner }, now, false);
}

/** `GET /courses/user`: a student's own courses, or a parent's child's, with which they have. */
export async function learnerCourses(
  db: Queryable,
  caller: Principal,
  query: UserCoursesQuery,
  now: Date,
): Promise<UserCourseList> {
  const userId = await learnerFor(db, caller, query.child_id, 'child_id');
  const learner = await q.findLearner(db, userId);
  // The learner was checked a moment ago; one deleted since has no courses.
  if (!learner) return { courses: [] };
  const courses = await q.listLearnerCourses(
    db,
    { userId, ...learner },
    now,
    query.has_assigned_course === true,
  );
  return { courses };
}
