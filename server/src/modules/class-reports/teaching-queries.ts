import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  assignmentStudents,
  attempts,
  classMembers,
  classes,
  lessonAssignments,
  lessonItemCompletions,
  lessonItems,
  lessonSections,
  lessons,
  questions,
  quizzes,
  users,
  worksheetAssignments,
} from '../../db/schema';

/** The worksheets given to a class that a student was given, newest first. */
export function worksheetsGiven(db: Queryable, classId: number, studentId: number) {
  return db
    .select({
      assignmentId: worksheetAssignments.id,
      worksheetId: worksheetAssignments.worksheetId,
      title: quizzes.title,
      dateAssigned: worksheetAssignments.dateAssigned,
      dueDate: worksheetAssignments.dueDate,
    })
    .from(worksheetAssignments)
    .innerJoin(
      assignmentStudents,
      and(
        eq(assignmentStudents.assignmentId, worksheetAssignments.id),
        eq(assignmentStudents.studentId, studentId),
      ),
    )
    .innerJoin(quizzes, eq(quizzes.id, worksheetAssignments.worksheetId))
    .where(eq(worksheetAssignments.classId, classId))
    .orderBy(desc(worksheetAssignments.dateAssigned), desc(worksheetAssignments.id));
}

/** Marked attempts of some quizzes by some students, latest first. */
export function markedAttempts(db: Queryable, quizIds: number[], studentIds: number[]) {
  if (!quizIds.length || !studentIds.length) return Promise.resolve([]);
  return db
    .select({
      id: attempts.id,
      quizId: attempts.quizId,
      studentId: attempts.studentId,
      gradedAt: attempts.gradedAt,
      totalScore: attempts.totalScore,
      maxScore: attempts.maxScore,
    })
    .from(attempts)
    .where(
      and(
        inArray(attempts.quizId, quizIds),
        inArray(attempts.studentId, studentIds),
        isNotNull(attempts.gradedAt),
      ),
    )
    .orderBy(desc(attempts.gradedAt), desc(attempts.id));
}

/** Whether a worksheet was ever given to a class. */
export async function wasGiven(db: Queryable, classId: number, worksheetId: number) {
  const [row] = await db
    .select({ id: worksheetAssignments.id })
    .from(worksheetAssignments)
    .where(
      and(
        eq(worksheetAssignments.classId, classId),
        eq(worksheetAssignments.worksheetId, worksheetId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findAssignment(db: Queryable, assignmentId: number) {
  const [row] = await db
    .select()
    .from(worksheetAssignments)
    .where(eq(worksheetAssignments.id, assignmentId));
  return row;
}

export async function findQuiz(db: Queryable, quizId: number) {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  return row;
}

const itemCount = sql<number>`(select count(*)::int from ${lessonItems}
  join ${lessonSections} on ${lessonSections.id} = ${lessonItems.sectionId}
  where ${lessonSections.lessonId} = ${lessons.id})`;

/**
 * Lessons given to a class, with the items the student completed within those assignments, or
 * (with `learningPath`) the lessons of the student's own learning path, by their completions.
 */
export function lessonProgress(
  db: Queryable,
  which: { classId: number; studentId: number; learningPath: boolean },
) {
  const done = and(
    eq(lessonItemCompletions.studentId, which.studentId),
    which.learningPath
      ? eq(lessonItemCompletions.isLearningPath, true)
      : sql`${lessonItemCompletions.assignmentId} in (select ${lessonAssignments.id}
          from ${lessonAssignments} where ${lessonAssignments.classId} = ${which.classId})`,
  );
  const given = which.learningPath
    ? sql`true`
    : sql`${lessons.id} in (select ${lessonAssignments.lessonId} from ${lessonAssignments}
        where ${lessonAssignments.classId} = ${which.classId})`;
  return db
    .select({
      lessonId: lessons.id,
      title: lessons.title,
      items: itemCount,
      completed: sql<number>`count(distinct ${lessonItemCompletions.itemId})::int`,
      marks: sql<number | null>`sum(${lessonItemCompletions.marksGiven})::float8`,
      maxMarks: sql<number | null>`sum(${lessonItemCompletions.maxScore})::float8`,
    })
    .from(lessons)
    .innerJoin(lessonSections, eq(lessonSections.lessonId, lessons.id))
    .innerJoin(lessonItems, eq(lessonItems.sectionId, lessonSections.id))
    .leftJoin(lessonItemCompletions, and(eq(lessonItemCompletions.itemId, lessonItems.id), done))
    .where(and(given, which.learningPath ? isNotNull(lessonItemCompletions.id) : undefined))
    .groupBy(lessons.id, lessons.title)
    .orderBy(lessons.position, lessons.id);
}

/** A lesson section with its lesson's school and course. */
export async function findSection(db: Queryable, sectionId: number) {
  const [row] = await db
    .select({
      id: lessonSections.id,
      lessonId: lessons.id,
      schoolId: lessons.schoolId,
      courseId: lessons.courseId,
      topicIds: lessonSections.courseTaggingIds,
    })
    .from(lessonSections)
    .innerJoin(lessons, eq(lessons.id, lessonSections.lessonId))
    .where(eq(lessonSections.id, sectionId));
  return row;
}

/**
 * When a lesson was first given to one of `classIds` or to its whole course: the line between
 * a section's pre- and post-session reports.
 */
export async function firstGiven(db: Queryable, lessonId: number, classIds: number[]) {
  const toClass = classIds.length ? inArray(lessonAssignments.classId, classIds) : sql`false`;
  const [row] = await db
    .select({ at: sql<string | null>`min(${lessonAssignments.createdAt})` })
    .from(lessonAssignments)
    .where(
      and(
        eq(lessonAssignments.lessonId, lessonId),
        sql`(${toClass} or ${lessonAssignments.courseId} is not null)`,
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/** The classes of a school (of any school with null) that a lesson was given to. */
export async function classesGiven(db: Queryable, lessonId: number, schoolId: number | null) {
  const rows = await db
    .selectDistinct({ classId: classes.id })
    .from(lessonAssignments)
    .innerJoin(classes, eq(classes.id, lessonAssignments.classId))
    .where(
      and(
        eq(lessonAssignments.lessonId, lessonId),
        schoolId === null ? undefined : eq(classes.schoolId, schoolId),
      ),
    );
  return rows.map((r) => r.classId);
}

/** The classes a user is a member of. */
export async function classesOf(db: Queryable, userId: number) {
  const rows = await db
    .select({ classId: classMembers.classId })
    .from(classMembers)
    .where(eq(classMembers.userId, userId));
  return rows.map((r) => r.classId);
}

/** The students an assignment is for, by name. */
export function assignedStudents(db: Queryable, assignmentId: number) {
  return db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(assignmentStudents)
    .innerJoin(users, eq(users.id, assignmentStudents.studentId))
    .where(eq(assignmentStudents.assignmentId, assignmentId))
    .orderBy(users.firstName, users.lastName, users.id);
}

/** The start of each question's text, for a list. */
export function questionExcerpts(db: Queryable, questionIds: number[]) {
  if (!questionIds.length) return Promise.resolve([]);
  return db
    .select({ id: questions.id, excerpt: sql<string>`left(${questions.text}, 160)` })
    .from(questions)
    .where(inArray(questions.id, questionIds));
}
