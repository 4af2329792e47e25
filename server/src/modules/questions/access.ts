import type { FastifyRequest } from 'fastify';
import { isNull, eq, or } from 'drizzle-orm';
import { UserRole } from '@kyu/core/contract';
import { courses } from '../../db/schema';
import { forbidden, notFound } from '../../lib/problem';
import { principalOf } from '../sessions/plugin';

/**
 * Staff who see answer keys: teachers, admins and curriculum staff, and curriculum guests, who
 * read only, and only what is published (see `Viewer.publishedOnly`).
 */
export const STAFF_ROLES: number[] = [
  UserRole.teacher,
  UserRole.admin,
  UserRole.curriculum,
  UserRole.curriculumGuest,
];
/** Staff who may create, change and delete questions. */
export const WRITER_ROLES: number[] = [UserRole.teacher, UserRole.admin, UserRole.curriculum];

/** Who is asking, as the question rules need it. */
export interface Viewer {
  userId: number;
  roleId: number;
  schoolId: number | null;
  staff: boolean;
  /** Kyu's own admins and curriculum staff (no school) reach every school's courses. */
  everySchool: boolean;
  /**
   * Only questions a student could be offered: enabled, approved, not retired. Students and
   * parents, and curriculum guests, who read keys but are not Kyu's or a school's authors.
   */
  publishedOnly: boolean;
}

export function viewerOf(request: FastifyRequest): Viewer {
  const { userId, userRoleId, schoolId } = principalOf(request);
  const staff = STAFF_ROLES.includes(userRoleId);
  const guest = userRoleId === UserRole.curriculumGuest;
  const kyuStaff = userRoleId === UserRole.admin || userRoleId === UserRole.curriculum;
  return {
    userId,
    roleId: userRoleId,
    schoolId,
    staff,
    everySchool: kyuStaff && !schoolId,
    publishedOnly: !staff || guest,
  };
}

/**
 * The courses a viewer sees: Kyu's catalogue (no school) and their own school's. Kyu's staff see
 * every course; anyone else outside a school sees the catalogue only.
 */
export function courseScope(viewer: Viewer) {
  if (viewer.everySchool) return undefined;
  if (viewer.schoolId === null) return isNull(courses.schoolId);
  return or(isNull(courses.schoolId), eq(courses.schoolId, viewer.schoolId));
}

export const canSee = (viewer: Viewer, courseSchoolId: number | null) =>
  viewer.everySchool || courseSchoolId === null || courseSchoolId === viewer.schoolId;

/** Enabled, approved and not retired: what students are offered. */
export const isPublished = (row: {
  isEnabled: boolean;
  isApproved: boolean;
  retiredAt: Date | null;
}) => row.isEnabled && row.isApproved && row.retiredAt === null;

/**
 * A school's staff change their school's questions; the catalogue is Kyu's, so only Kyu's own
 * admins and curriculum staff change it.
 */
export function assertCanWrite(viewer: Viewer, courseSchoolId: number | null) {
  if (!canSee(viewer, courseSchoolId)) throw notFound('No such question.');
  if (viewer.everySchool) return;
  if (courseSchoolId === null || courseSchoolId !== viewer.schoolId) {
    throw forbidden("Kyu's catalogue questions are changed by Kyu's curriculum team only.");
  }
}
