import {
  TeacherRole,
  UserRole,
  type DirectoryPage,
  type DirectoryPersonDetail,
  type ParentDirectoryQuery,
  type StudentDirectoryQuery,
  type TeacherActivationCodePage,
  type TeacherClass,
  type TeacherCodesQuery,
  type TeacherDirectoryQuery,
  type TeacherSchoolDetails,
} from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { toPerson } from '../../lib/people';
import { forbidden, notFound } from '../../lib/problem';
import { classOfTeacher } from '../classes/service';
import type { Principal } from '../sessions/service';
import * as q from './queries';

/**
 * The classes on a teacher's landing page: the ones they teach, or, for the school's teacher-admin
 * (the owner, who manages every class), all classes of their school. Either way only their own
 * school's: a teacher moved to another school keeps no view of the old one's classes, and a
 * teacher without a school has none.
 */
export async function teacherClasses(db: Db, teacher: Principal): Promise<TeacherClass[]> {
  if (teacher.schoolId === null) return [];
  const wholeSchool = teacher.teacherRoleId === TeacherRole.admin;
  return q.listClasses(db, {
    schoolId: teacher.schoolId,
    ...(wholeSchool ? {} : { memberId: teacher.userId }),
  });
}

/** The directory lists: who each holds, by role id. */
const ROLE_OF = {
  teachers: UserRole.teacher,
  students: UserRole.student,
  parents: UserRole.parent,
};
type DirectoryKind = keyof typeof ROLE_OF;

type DirectoryQuery = ParentDirectoryQuery &
  Partial<Omit<TeacherDirectoryQuery & StudentDirectoryQuery, keyof ParentDirectoryQuery>>;

/**
 * A page of the school's teachers, students or parents. Excluding a class's members asks for
 * that class, so it is checked as any use of a class is (404 unknown, 403 not the teacher's).
 * A teacher of no school has an empty directory.
 */
export async function directory(
  db: Db,
  who: Principal,
  kind: DirectoryKind,
  query: DirectoryQuery,
): Promise<DirectoryPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  if (query.exclude_class_id !== undefined) {
    await classOfTeacher(db, who, query.exclude_class_id);
  }
  if (who.schoolId === null) return { items: [], total_count: 0, page, size };
  const search = query.name_or_username?.trim();
  const { rows, total } = await q.directoryPage(
    db,
    {
      schoolId: who.schoolId,
      roleId: ROLE_OF[kind],
      ...(search ? { search } : {}),
      teacherRoleId: query.teacher_role_id,
      academicLevelId: query.academic_level_id,
      excludeClassId: query.exclude_class_id,
      excludeLinkedChild: query.exclude_linked_child,
    },
    { page, size, orderBy: query.order_by ?? 'name', desc: query.desc ?? false },
  );
  return { items: rows.map(toPerson), total_count: total, page, size };
}

/**
 * One person of the directory with their classes and family. An id that is no one, or no one
 * of that kind, is 404; someone of another school is 403, as another school's class is (see
 * classOfTeacher). A parent is the school's by their account or through a child of it.
 */
export async function directoryPerson(
  db: Db,
  who: Principal,
  kind: DirectoryKind,
  id: number,
): Promise<DirectoryPersonDetail> {
  const row = await q.findPerson(db, id);
  if (!row || row.user_role_id !== ROLE_OF[kind]) throw notFound(`No such ${kind.slice(0, -1)}.`);
  const schoolId = who.schoolId;
  const ours =
    schoolId !== null &&
    (row.school_id === schoolId || (kind === 'parents' && (await q.hasChildIn(db, id, schoolId))));
  if (!ours) throw forbidden(`This ${kind.slice(0, -1)} belongs to another school.`);
  const { school_id: _, ...person } = row;
  return {
    ...toPerson(person),
    classes: kind === 'parents' ? [] : await q.classesOf(db, id, schoolId),
    ...(await q.familyOf(db, id, schoolId)),
  };
}

/** The teacher's school with its counts and switches; 404 for a teacher of no school. */
export async function schoolDetails(db: Db, who: Principal): Promise<TeacherSchoolDetails> {
  const row = who.schoolId === null ? undefined : await q.schoolDetails(db, who.schoolId);
  if (!row) throw notFound('You belong to no school.');
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * The school's activation codes, for its teacher-admin only: an unused code is as good as a
 * paid course, and only the owner hands them out (overview §1: teacher-admins manage codes).
 */
export async function activationCodes(
  db: Db,
  who: Principal,
  paging: TeacherCodesQuery,
): Promise<TeacherActivationCodePage> {
  if (who.teacherRoleId !== TeacherRole.admin || who.schoolId === null) {
    throw forbidden("Only the school's teacher-admin sees its activation codes.");
  }
  const page = paging.page ?? 1;
  const size = paging.size ?? 20;
  const { rows, total } = await q.schoolCodes(db, who.schoolId, { page, size });
  const when = (d: Date | null) => d?.toISOString() ?? null;
  return {
    items: rows.map(({ redeemed_at, expires_at, created_at, ...code }) => ({
      ...code,
      checked: redeemed_at !== null,
      redeemed_at: when(redeemed_at),
      expires_at: when(expires_at),
      created_at: created_at.toISOString(),
    })),
    total_count: total,
    page,
    size,
  };
}
