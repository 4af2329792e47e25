import { TeacherRole, UserRole, type ClassCreate, type ClassSummary } from '@kyu/core/contract';
import type { Db, Queryable } from '../../db/client';
import { toPerson } from '../../lib/people';
import { badRequest, forbidden, notFound } from '../../lib/problem';
import type { Principal } from '../sessions/principal';
import * as q from './queries';
import type { ClassRow } from './queries';

/**
 * The class a teacher (or an admin) may work with, or the problem that says why not: an unknown
 * or inactive class is 404; another school's class is 403 (the teacher asked for something that
 * exists but is not theirs, and says so plainly rather than pretending it is missing); a teacher
 * who is not the school's teacher-admin works only with classes they are a member of (403).
 * Kyu's own admins (no school) may use any class, a school's admin their school's. Worksheets,
 * lessons and reports check a class through this one function.
 */
export async function classOfTeacher(db: Queryable, who: Principal, classId: number) {
  const row = await q.findActiveClass(db, classId);
  if (!row) throw notFound('No such class.');
  if (who.userRoleId === UserRole.admin && who.schoolId === null) return row;
  if (who.schoolId === null || row.schoolId !== who.schoolId) {
    throw forbidden('This class belongs to another school.');
  }
  if (who.userRoleId === UserRole.admin || who.teacherRoleId === TeacherRole.admin) return row;
  if (!(await q.isClassMember(db, classId, who.userId))) {
    throw forbidden('You do not teach this class.');
  }
  return row;
}

const iso = <T extends { created_at: Date }>(row: T) => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

/**
 * The classes `GET /classes` lists: a teacher's own, or every class of the school for its
 * teacher-admin and its admin; Kyu's own admins (no school) see every school's. A teacher with
 * no school has none.
 */
export async function classesOf(db: Queryable, who: Principal): Promise<ClassSummary[]> {
  const isAdmin = who.userRoleId === UserRole.admin;
  if (who.schoolId === null && !isAdmin) return [];
  const wholeSchool = isAdmin || who.teacherRoleId === TeacherRole.admin;
  const rows = await q.classSummaries(db, {
    schoolId: who.schoolId,
    ...(wholeSchool ? {} : { memberId: who.userId }),
  });
  return rows.map(iso);
}

/** Every active class of one school, for the console's school page (the caller checks the scope). */
export async function classesOfSchool(db: Queryable, schoolId: number): Promise<ClassSummary[]> {
  return (await q.classSummaries(db, { schoolId })).map(iso);
}

/**
 * A new class of the creator's school; a teacher who makes one becomes its member, so they may
 * manage it whatever their teacher role. Only someone of a school can make one (403).
 */
export async function createClass(db: Db, who: Principal, body: ClassCreate) {
  if (who.schoolId === null) throw forbidden('Only a member of a school can make a class.');
  const found = await q.levelAndSubjectExist(db, body.academic_level_id, body.subject_id);
  if (!found.level) throw notFound('No such academic level.');
  if (!found.subject) throw notFound('No such subject.');
  const schoolId = who.schoolId;
  const classId = await db.transaction(async (tx) => {
    const id = await q.insertClass(tx, {
      name: body.name.trim(),
      schoolId,
      academicLevelId: body.academic_level_id,
      subjectId: body.subject_id,
    });
    if (who.userRoleId === UserRole.teacher) await q.addMembers(tx, id, [who.userId]);
    return id;
  });
  return { class_id: classId };
}

/** A class's name, level, subject, counts and teachers. */
export async function classDetails(db: Queryable, who: Principal, classId: number) {
  const klass = await classOfTeacher(db, who, classId);
  const [row] = await q.classSummaries(db, { schoolId: klass.schoolId, classId });
  return { ...iso(row!), teachers: await q.classTeachers(db, classId) };
}

/** The students and teachers of a class. */
export async function classPeopleOf(db: Queryable, who: Principal, classId: number) {
  await classOfTeacher(db, who, classId);
  const people = (await q.classPeople(db, classId)).map(toPerson);
  return {
    class_id: classId,
    students: people.filter((p) => p.user_role_id === UserRole.student),
    teachers: people.filter((p) => p.user_role_id === UserRole.teacher),
  };
}

export async function classStudents(db: Queryable, who: Principal, classId: number) {
  return (await classPeopleOf(db, who, classId)).students;
}

/** The topics of the courses of the class's subject and level. */
export async function classTopics(db: Queryable, who: Principal, classId: number) {
  return q.classTopics(db, await classOfTeacher(db, who, classId));
}

/**
 * The users that may join (or leave) a class: each must exist (404 names the unknown ones), be
 * of the class's school (403, like another school's class) and be of a role the class holds
 * (400: students, or students and teachers).
 */
async function checkMembers(
  db: Queryable,
  klass: ClassRow,
  ids: number[],
  roles: readonly number[],
) {
  const found = await q.usersByIds(db, ids);
  const unknown = ids.filter((id) => !found.some((u) => u.id === id));
  if (unknown.length) throw notFound(`No such user: ${unknown.join(', ')}.`);
  if (found.some((u) => u.schoolId !== klass.schoolId)) {
    throw forbidden('A user of another school cannot join this class.');
  }
  const wrong = found.filter((u) => !roles.includes(u.userRoleId)).map((u) => u.id);
  if (wrong.length) {
    const kinds = roles.length === 1 ? 'students' : 'students and teachers';
    throw badRequest(`Only ${kinds} belong to a class; not ${wrong.join(', ')}.`, {
      user_ids: [`must be ${kinds} of the class's school`],
    });
  }
}

const STUDENTS = [UserRole.student] as const;
const PEOPLE = [UserRole.student, UserRole.teacher] as const;

/** Adds students or teachers of the class's school to it; the answer lists every member. */
export async function assignMembers(db: Queryable, who: Principal, classId: number, ids: number[]) {
  const klass = await classOfTeacher(db, who, classId);
  await checkMembers(db, klass, ids, PEOPLE);
  await q.addMembers(db, classId, ids);
  return { class_id: classId, user_ids: await q.allMemberIds(db, classId) };
}

/** Takes users out of a class (ones not in it are let be); the answer lists every member left. */
export async function unassignMembers(
  db: Queryable,
  who: Principal,
  classId: number,
  ids: number[],
) {
  const klass = await classOfTeacher(db, who, classId);
  await checkMembers(db, klass, ids, PEOPLE);
  await q.removeMembers(db, classId, ids);
  return { class_id: classId, user_ids: await q.allMemberIds(db, classId) };
}

/** Makes the class's students exactly `ids` (its teachers stay); the answer lists them. */
export async function setStudents(db: Db, who: Principal, classId: number, ids: number[]) {
  const klass = await classOfTeacher(db, who, classId);
  await checkMembers(db, klass, ids, STUDENTS);
  await db.transaction(async (tx) => {
    const now = await q.memberIds(tx, classId, UserRole.student);
    await q.removeMembers(
      tx,
      classId,
      now.filter((id) => !ids.includes(id)),
    );
    await q.addMembers(
      tx,
      classId,
      ids.filter((id) => !now.includes(id)),
    );
  });
  return { class_id: classId, user_ids: await q.memberIds(db, classId, UserRole.student) };
}
