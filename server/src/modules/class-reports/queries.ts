import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  attempts,
  classMembers,
  courseTaggings,
  evaluations,
  questionTaggings,
  questions,
  teachingReports,
  users,
} from '../../db/schema';

/** Whose marked answers: a class's students, a school's students, or one student. */
export type Scope = { classIds: number[] } | { schoolId: number } | { studentId: number };

/** Which marked answers: graded in [from, to), on questions of some topics. */
export interface AnswerFilter {
  scope: Scope;
  from?: Date;
  to?: Date;
  topicIds?: number[];
}

const STUDENT = 1;

/** `(1, 2, 3)`; `(0)` for none, which no serial id is. */
const idList = (ids: number[]) =>
  sql`(${sql.join(
    (ids.length ? ids : [0]).map((id) => sql`${id}`),
    sql`, `,
  )})`;

function whose(scope: Scope): SQL {
  if ('studentId' in scope) return sql`${attempts.studentId} = ${scope.studentId}`;
  if ('schoolId' in scope) {
    return sql`${attempts.studentId} in (select ${users.id} from ${users}
      where ${users.schoolId} = ${scope.schoolId} and ${users.userRoleId} = ${STUDENT})`;
  }
  return sql`${attempts.studentId} in (select ${classMembers.userId} from ${classMembers}
    join ${users} on ${users.id} = ${classMembers.userId}
    where ${classMembers.classId} in ${idList(scope.classIds)} and ${users.userRoleId} = ${STUDENT})`;
}

/** The marked answers `f` names, as a WHERE condition over evaluations joined to attempts. */
function answers(f: AnswerFilter): SQL {
  const parts = [
    whose(f.scope),
    sql`${attempts.gradedAt} is not null`,
    sql`${evaluations.marksGiven} is not null`,
  ];
  if (f.from) parts.push(sql`${attempts.gradedAt} >= ${f.from.toISOString()}`);
  if (f.to) parts.push(sql`${attempts.gradedAt} < ${f.to.toISOString()}`);
  if (f.topicIds) {
    parts.push(sql`${evaluations.questionId} in (select ${questionTaggings.questionId}
      from ${questionTaggings} where ${questionTaggings.courseTaggingId} in ${idList(f.topicIds)})`);
  }
  return sql.join(parts, sql` and `);
}

const answered = sql<number>`count(*)::int`;
const correct = sql<number>`count(*) filter (where ${evaluations.isFullMarks})::int`;
const marks = sql<number>`coalesce(sum(${evaluations.marksGiven}), 0)::float8`;
const maxMarks = sql<number>`coalesce(sum(${evaluations.maxMarks}), 0)::float8`;
const week = sql<string>`to_char(date_trunc('week', ${attempts.gradedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** Answers, full marks, marks and how many students answered. */
export async function totals(db: Queryable, f: AnswerFilter) {
  const [row] = await db
    .select({
      answered,
      correct,
      marks,
      maxMarks,
      students: sql<number>`count(distinct ${attempts.studentId})::int`,
    })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .where(answers(f));
  return row ?? { answered: 0, correct: 0, marks: 0, maxMarks: 0, students: 0 };
}

/** Marks by week (Monday, UTC), oldest first. */
export function marksByWeek(db: Queryable, f: AnswerFilter) {
  return db
    .select({ week, answered, marks, maxMarks })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .where(answers(f))
    .groupBy(week)
    .orderBy(week);
}

/** Marks by topic the answered questions are tagged with. */
export function marksByTopic(db: Queryable, f: AnswerFilter) {
  return db
    .select({
      topicId: courseTaggings.id,
      topicName: courseTaggings.topicName,
      answered,
      marks,
      maxMarks,
    })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .innerJoin(questionTaggings, eq(questionTaggings.questionId, evaluations.questionId))
    .innerJoin(courseTaggings, eq(courseTaggings.id, questionTaggings.courseTaggingId))
    .where(answers(f))
    .groupBy(courseTaggings.id, courseTaggings.topicName);
}

/** Answers, full marks and marks by student and difficulty level. */
export function marksByStudentAndLevel(db: Queryable, f: AnswerFilter) {
  return db
    .select({
      studentId: sql<number>`${attempts.studentId}`,
      level: questions.difficultyLevelId,
      answered,
      correct,
      marks,
      maxMarks,
    })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .where(answers(f))
    .groupBy(attempts.studentId, questions.difficultyLevelId);
}

/**
 * The questions answered wrong (without full marks) in at least `minWrongPercent` of their
 * answers, most missed first, with the students who missed them.
 */
export function mostMissed(db: Queryable, f: AnswerFilter, minWrongPercent: number, limit: number) {
  const wrong = sql<number>`count(*) filter (where not coalesce(${evaluations.isFullMarks}, false))::int`;
  return db
    .select({
      questionId: evaluations.questionId,
      excerpt: sql<string>`left(${questions.text}, 160)`,
      answered,
      wrong,
      studentIds: sql<
        number[]
      >`array_agg(distinct ${attempts.studentId}) filter (where not coalesce(${evaluations.isFullMarks}, false))`,
    })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .where(answers(f))
    .groupBy(evaluations.questionId, questions.text)
    .having(sql`${wrong} * 100 >= ${minWrongPercent} * count(*)`)
    .orderBy(sql`${wrong}::float8 / count(*) desc`, sql`${wrong} desc`, evaluations.questionId)
    .limit(limit);
}

/** Per question answered in attempts of one quiz: answers, full marks and who missed it. */
export function questionOutcomes(db: Queryable, f: AnswerFilter, quizId: number) {
  return db
    .select({
      questionId: evaluations.questionId,
      answered,
      correct,
      missedBy: sql<
        number[] | null
      >`array_agg(distinct ${attempts.studentId}) filter (where not coalesce(${evaluations.isFullMarks}, false))`,
    })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .where(and(answers(f), eq(attempts.quizId, quizId)))
    .groupBy(evaluations.questionId);
}

/**
 * The latest time an answer of the scope was marked, as a scalar subquery: a kept report older
 * than it is stale. One backward index probe (attempts by student and graded_at) per student,
 * not a scan of attempts.
 */
function lastGraded(scope: Scope): SQL {
  const latestOf = (student: SQL) =>
    sql`(select max(${attempts.gradedAt}) from ${attempts} where ${attempts.studentId} = ${student})`;
  if ('studentId' in scope) return latestOf(sql`${scope.studentId}`);
  if ('schoolId' in scope) {
    return sql`(select max(${latestOf(sql`${users.id}`)}) from ${users}
      where ${users.schoolId} = ${scope.schoolId} and ${users.userRoleId} = ${STUDENT})`;
  }
  // Each member's role by its key, not a join: a join may scan every user of every school.
  return sql`(select max(${latestOf(sql`${classMembers.userId}`)}) from ${classMembers}
    where ${classMembers.classId} in ${idList(scope.classIds)}
      and (select ${users.userRoleId} from ${users} where ${users.id} = ${classMembers.userId}) = ${STUDENT})`;
}

const asDate = (at: string | Date | null) => (at ? new Date(at) : null);

/**
 * A kept report as JSON text, when it was computed and, unless its window had closed by then
 * (computed at or after `to`), the latest answer of `scope` marked: all in one statement, as a
 * teacher's page reads it on every poll.
 */
export async function keptReport(db: Queryable, key: string, scope: Scope, to: Date | undefined) {
  const open = to ? sql`${teachingReports.computedAt} < ${to.toISOString()}` : sql`true`;
  const [row] = await db
    .select({
      json: sql<string>`${teachingReports.data}::text`,
      computedAt: teachingReports.computedAt,
      lastGradedAt: sql<string | Date | null>`case when ${open} then ${lastGraded(scope)} end`,
    })
    .from(teachingReports)
    .where(eq(teachingReports.key, key));
  return row && { ...row, lastGradedAt: asDate(row.lastGradedAt) };
}

/** Active students of a class, by name. */
export function classStudents(db: Queryable, classId: number) {
  return db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(
      and(
        eq(classMembers.classId, classId),
        eq(users.userRoleId, STUDENT),
        eq(users.isActive, true),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id);
}

export async function findTopic(db: Queryable, topicId: number) {
  const [row] = await db.select().from(courseTaggings).where(eq(courseTaggings.id, topicId));
  return row;
}

/** Keeps a report under `key`, replacing what was kept. */
export async function keepReport(
  db: Queryable,
  row: { key: string; classId: number; json: string; computedAt: Date },
) {
  const data = sql`${row.json}::json`;
  await db
    .insert(teachingReports)
    .values({ key: row.key, classId: row.classId, data, computedAt: row.computedAt })
    .onConflictDoUpdate({
      target: teachingReports.key,
      set: { data, computedAt: row.computedAt },
    });
}
