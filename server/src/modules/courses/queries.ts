import { and, asc, eq, exists, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Course, UserCourse } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import {
  academicLevels,
  courseAccess,
  coursePrices,
  courses,
  subjects,
  users,
  type AccessSource,
  type PriceInterval,
} from '../../db/schema';

/** Which schools' own courses a caller sees besides Kyu's catalogue: some, or every school's. */
export type SchoolsSeen = number[] | 'every';

export interface CourseFilter {
  seen: SchoolsSeen;
  /** Courses on offer at this school: its own and the catalogue. */
  schoolId?: number;
  subjectId?: number;
  levelId?: number;
  activeOnly: boolean;
}

const COURSE = {
  id: courses.id,
  name: courses.name,
  subject_id: courses.subjectId,
  subject_name: subjects.name,
  academic_level_id: courses.academicLevelId,
  academic_level_name: academicLevels.name,
  school_id: courses.schoolId,
  is_active: courses.isActive,
};

const ORDER = [
  asc(subjects.name),
  asc(academicLevels.sortOrder),
  asc(courses.name),
  asc(courses.id),
];

const catalogueOr = (schoolIds: number[]) =>
  schoolIds.length
    ? or(isNull(courses.schoolId), inArray(courses.schoolId, schoolIds))
    : isNull(courses.schoolId);

function conditions(filter: CourseFilter): (SQL | undefined)[] {
  return [
    filter.seen === 'every' ? undefined : catalogueOr(filter.seen),
    filter.schoolId === undefined ? undefined : catalogueOr([filter.schoolId]),
    filter.subjectId === undefined ? undefined : eq(courses.subjectId, filter.subjectId),
    filter.levelId === undefined ? undefined : eq(courses.academicLevelId, filter.levelId),
    filter.activeOnly ? eq(courses.isActive, true) : undefined,
  ];
}

const withNames = (db: Queryable) =>
  db
    .select(COURSE)
    .from(courses)
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId));

export async function listCourses(db: Queryable, filter: CourseFilter): Promise<Course[]> {
  return withNames(db)
    .where(and(...conditions(filter)))
    .orderBy(...ORDER);
}

/** One course the caller sees, or undefined (none, or another school's). */
export async function findCourse(
  db: Queryable,
  id: number,
  seen: SchoolsSeen,
): Promise<Course | undefined> {
  const [row] = await withNames(db).where(
    and(eq(courses.id, id), ...conditions({ seen, activeOnly: false })),
  );
  return row;
}

/** These courses, whatever school they belong to, in catalogue order; ids not found are left out. */
export async function coursesByIds(db: Queryable, ids: readonly number[]): Promise<Course[]> {
  if (!ids.length) return [];
  return withNames(db)
    .where(inArray(courses.id, [...ids]))
    .orderBy(...ORDER);
}

/** A learner's school and level: what decides the courses open to them. */
export async function findLearner(db: Queryable, userId: number) {
  const [row] = await db
    .select({ schoolId: users.schoolId, levelId: users.academicLevelId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Rows of course_access that let `userId` use a course at `at`. */
const covering = (userId: number, at: Date, courseId: SQL | number) =>
  and(
    eq(courseAccess.userId, userId),
    eq(courseAccess.courseId, courseId),
    lte(courseAccess.startsAt, at),
    or(isNull(courseAccess.endsAt), gt(courseAccess.endsAt, at)),
  );

/**
 * The names of the learner's classes that teach the row's course, in order, as a correlated
 * subquery: a class of theirs at the course's subject and level (the catalogue's course, or
 * their class's school's own), or a class that gave them a worksheet or a lesson of it.
 */
const taughtIn = (userId: number) => sql<string[]>`(
  select coalesce(array_agg(distinct t.name order by t.name), '{}') from (
    select cl.name from class_members cm join classes cl on cl.id = cm.class_id
     where cm.user_id = ${userId} and cl.is_active
       and cl.subject_id = ${courses.subjectId} and cl.academic_level_id = ${courses.academicLevelId}
       and ${courses.isActive} and (${courses.schoolId} is null or ${courses.schoolId} = cl.school_id)
    union
    select cl.name from assignment_students ast
      join worksheet_assignments wa on wa.id = ast.assignment_id
      join quizzes qz on qz.id = wa.worksheet_id
      join classes cl on cl.id = wa.class_id
     where ast.student_id = ${userId} and qz.course_id = ${courses.id}
    union
    select cl.name from lesson_assignments la
      join lessons l on l.id = la.lesson_id
      join class_members cm on cm.class_id = la.class_id
      join classes cl on cl.id = la.class_id
     where cm.user_id = ${userId} and l.course_id = ${courses.id}
  ) t)`;

/**
 * A learner's courses with whether they may use each at `at`, and the classes that teach each:
 * those they may use (any school, active or not) and those a class of theirs teaches, and unless
 * `assignedOnly`, the active courses open to them besides.
 */
export async function listLearnerCourses(
  db: Queryable,
  learner: { userId: number; schoolId: number | null; levelId: number | null },
  at: Date,
  assignedOnly: boolean,
): Promise<UserCourse[]> {
  const assigned = exists(
    db
      .select({ one: sql`1` })
      .from(courseAccess)
      .where(covering(learner.userId, at, sql`${courses.id}`)),
  );
  const open = and(
    ...conditions({
      seen: learner.schoolId === null ? [] : [learner.schoolId],
      levelId: learner.levelId ?? undefined,
      activeOnly: true,
    }),
  );
  const classes = taughtIn(learner.userId);
  const taught = sql`cardinality(${classes}) > 0`;
  return db
    .select({ ...COURSE, is_assigned: sql<boolean>`${assigned}`, school_classes: classes })
    .from(courses)
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .where(assignedOnly ? or(assigned, taught) : or(assigned, open, taught))
    .orderBy(...ORDER);
}

export interface AccessGrant {
  userId: number;
  courseId: number;
  source: AccessSource;
  sourceId: number | null;
  startsAt: Date;
  endsAt: Date | null;
}

/**
 * Adds a grant, or extends the row the same source already granted: it keeps the earlier start
 * and takes the new end, so a renewal or a replayed event leaves one row.
 */
export async function upsertAccess(db: Queryable, grant: AccessGrant) {
  await db
    .insert(courseAccess)
    .values(grant)
    .onConflictDoUpdate({
      target: [
        courseAccess.userId,
        courseAccess.courseId,
        courseAccess.source,
        courseAccess.sourceId,
      ],
      set: {
        startsAt: sql`least(${courseAccess.startsAt}, excluded.starts_at)`,
        endsAt: sql`excluded.ends_at`,
      },
    });
}

/** Ends, at `at`, the still-running rows a source granted (to one learner or course, if named). */
export async function closeAccess(
  db: Queryable,
  match: { source: AccessSource; sourceId: number | null; userId?: number; courseId?: number },
  at: Date,
): Promise<number> {
  const rows = await db
    .update(courseAccess)
    .set({ endsAt: sql`greatest(${courseAccess.startsAt}, ${at.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(courseAccess.source, match.source),
        match.sourceId === null
          ? isNull(courseAccess.sourceId)
          : eq(courseAccess.sourceId, match.sourceId),
        match.userId === undefined ? undefined : eq(courseAccess.userId, match.userId),
        match.courseId === undefined ? undefined : eq(courseAccess.courseId, match.courseId),
        or(isNull(courseAccess.endsAt), gt(courseAccess.endsAt, at)),
      ),
    )
    .returning({ id: courseAccess.id });
  return rows.length;
}

export async function accessCovers(db: Queryable, userId: number, courseId: number, at: Date) {
  const [row] = await db
    .select({ id: courseAccess.id })
    .from(courseAccess)
    .where(covering(userId, at, courseId))
    .limit(1);
  return Boolean(row);
}

/** Which of these learners may use some course at `at`. */
export async function learnersWithAccess(db: Queryable, userIds: number[], at: Date) {
  if (!userIds.length) return [];
  const rows = await db
    .selectDistinct({ userId: courseAccess.userId })
    .from(courseAccess)
    .where(
      and(
        inArray(courseAccess.userId, userIds),
        lte(courseAccess.startsAt, at),
        or(isNull(courseAccess.endsAt), gt(courseAccess.endsAt, at)),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Kyu's catalogue courses (no school), for the seed to price. */
export async function catalogueCourseIds(db: Queryable): Promise<number[]> {
  const rows = await db.select({ id: courses.id }).from(courses).where(isNull(courses.schoolId));
  return rows.map((r) => r.id);
}

/** Adds an active price unless the course already has one for that interval. */
export async function insertPriceUnlessPriced(
  db: Queryable,
  price: { courseId: number; interval: PriceInterval; amountCents: number; currency: string },
) {
  await db
    .insert(coursePrices)
    .values(price)
    .onConflictDoNothing({
      target: [coursePrices.courseId, coursePrices.interval],
      where: sql`active`,
    });
}
