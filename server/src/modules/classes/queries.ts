import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  academicLevels,
  classMembers,
  classes,
  courseTaggings,
  courses,
  subjects,
  users,
} from '../../db/schema';
import { personColumns } from '../../lib/people';

export type ClassRow = typeof classes.$inferSelect;

/** An active class by id. */
export async function findActiveClass(db: Queryable, classId: number) {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.isActive, true)));
  return row;
}

export async function isClassMember(db: Queryable, classId: number, userId: number) {
  const [row] = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
  return Boolean(row);
}

/** Active members of one role of the class row in the outer query. */
const countMembers = (role: number) => sql<number>`(
  select count(*)::int from ${classMembers}
  join ${users} on ${users.id} = ${classMembers.userId}
  where ${classMembers.classId} = ${classes.id} and ${users.userRoleId} = ${role} and ${users.isActive}
)`;

const summary = {
  id: classes.id,
  name: classes.name,
  academic_level_id: classes.academicLevelId,
  academic_level_name: academicLevels.name,
  subject_id: classes.subjectId,
  subject_name: subjects.name,
  student_count: countMembers(1),
  teacher_count: countMembers(2),
  created_at: classes.createdAt,
};

/** Active classes of one school with counts: all, or those `memberId` is a member of, or one. */
export async function classSummaries(
  db: Queryable,
  which: { schoolId: number | null; memberId?: number; classId?: number },
) {
  return db
    .select(summary)
    .from(classes)
    .innerJoin(academicLevels, eq(academicLevels.id, classes.academicLevelId))
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(
      and(
        eq(classes.isActive, true),
        which.schoolId === null ? undefined : eq(classes.schoolId, which.schoolId),
        which.classId === undefined ? undefined : eq(classes.id, which.classId),
        which.memberId === undefined
          ? undefined
          : inArray(
              classes.id,
              db
                .select({ id: classMembers.classId })
                .from(classMembers)
                .where(eq(classMembers.userId, which.memberId)),
            ),
      ),
    )
    .orderBy(asc(classes.name), asc(classes.id));
}

/** The teachers of a class, by name. */
export async function classTeachers(db: Queryable, classId: number) {
  return db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(users.userRoleId, 2)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The members of a class of one role (1 students, 2 teachers), by id. */
export async function memberIds(db: Queryable, classId: number, roleId: number) {
  const rows = await db
    .select({ id: classMembers.userId })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(users.userRoleId, roleId)))
    .orderBy(asc(classMembers.userId));
  return rows.map((r) => r.id);
}

/** The members of a class, by id. */
export async function allMemberIds(db: Queryable, classId: number) {
  const rows = await db
    .select({ id: classMembers.userId })
    .from(classMembers)
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(classMembers.userId));
  return rows.map((r) => r.id);
}

/** Users by id with their role and school, for the checks before they join or leave a class. */
export async function usersByIds(db: Queryable, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, userRoleId: users.userRoleId, schoolId: users.schoolId })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function levelAndSubjectExist(db: Queryable, levelId: number, subjectId: number) {
  const [level] = await db
    .select({ id: academicLevels.id })
    .from(academicLevels)
    .where(eq(academicLevels.id, levelId));
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  return { level: Boolean(level), subject: Boolean(subject) };
}

export async function insertClass(
  db: Queryable,
  values: { name: string; schoolId: number; academicLevelId: number; subjectId: number },
) {
  const [row] = await db.insert(classes).values(values).returning({ id: classes.id });
  return row!.id;
}

export async function addMembers(db: Queryable, classId: number, userIds: number[]) {
  if (!userIds.length) return;
  await db
    .insert(classMembers)
    .values(userIds.map((userId) => ({ classId, userId })))
    .onConflictDoNothing();
}

export async function removeMembers(db: Queryable, classId: number, userIds: number[]) {
  if (!userIds.length) return;
  await db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, classId), inArray(classMembers.userId, userIds)));
}

/**
 * The topics of the courses a class studies: active courses of its subject and level, Kyu's
 * catalogue or its own school's.
 */
export async function classTopics(db: Queryable, klass: ClassRow) {
  return db
    .select({
      id: courseTaggings.id,
      topic_name: courseTaggings.topicName,
      course_id: courses.id,
      course_name: courses.name,
    })
    .from(courseTaggings)
    .innerJoin(courses, eq(courses.id, courseTaggings.courseId))
    .where(
      and(
        eq(courses.isActive, true),
        eq(courses.subjectId, klass.subjectId),
        eq(courses.academicLevelId, klass.academicLevelId),
        or(isNull(courses.schoolId), eq(courses.schoolId, klass.schoolId)),
      ),
    )
    .orderBy(asc(courses.name), asc(courses.id), asc(courseTaggings.topicName));
}

/** The students and teachers of a class, by name. */
export async function classPeople(db: Queryable, classId: number) {
  return db
    .select(personColumns)
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), inArray(users.userRoleId, [1, 2])))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}
