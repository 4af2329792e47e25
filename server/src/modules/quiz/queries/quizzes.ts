import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { QuizType } from '@kyu/core/contract';
import type { Queryable } from '../../../db/client';
import {
  assignmentStudents,
  courses,
  quizzes,
  users,
  worksheetAssignments,
} from '../../../db/schema';

export type QuizRow = typeof quizzes.$inferSelect;
export type NewQuiz = typeof quizzes.$inferInsert;

/** Who a student is, as far as choosing their quizzes goes. */
export interface Learner {
  userId: number;
  schoolId: number | null;
  academicLevelId: number | null;
}

export async function findLearner(db: Queryable, userId: number): Promise<Learner | undefined> {
  const [row] = await db
    .select({ schoolId: users.schoolId, academicLevelId: users.academicLevelId })
    .from(users)
    .where(eq(users.id, userId));
  return row && { userId, ...row };
}

/** The school of a user (none for Kyu's own people, or no such user). */
export async function schoolOfUser(db: Queryable, userId: number) {
  const [row] = await db
    .select({ schoolId: users.schoolId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.schoolId ?? null;
}

/**
 * Quizzes a student may take: active and not demos, of a course at their academic level or of
 * Kyu's catalogue, Kyu's own or their school's; a revision quiz only by the student it was made
 * for; a school's worksheet (an assignment quiz with a school) only by students it is assigned to.
 */
function takeable(learner: Learner): SQL {
  const level =
    learner.academicLevelId === null
      ? isNull(courses.schoolId)
      : or(eq(courses.academicLevelId, learner.academicLevelId), isNull(courses.schoolId));
  const school =
    learner.schoolId === null
      ? isNull(quizzes.schoolId)
      : or(isNull(quizzes.schoolId), eq(quizzes.schoolId, learner.schoolId));
  const owner = or(
    sql`${quizzes.quizTypeId} <> ${QuizType.revision}`,
    eq(quizzes.ownerId, learner.userId),
  );
  const assigned = or(
    sql`${quizzes.quizTypeId} <> ${QuizType.assignment}`,
    isNull(quizzes.schoolId),
    sql`exists (select 1 from ${assignmentStudents} join ${worksheetAssignments} on ${worksheetAssignments.id} = ${assignmentStudents.assignmentId} where ${worksheetAssignments.worksheetId} = ${quizzes.id} and ${assignmentStudents.studentId} = ${learner.userId})`,
  );
  return and(
    eq(quizzes.isActive, true),
    eq(quizzes.isDemo, false),
    level,
    school,
    owner,
    assigned,
  )!;
}

export async function listTakeable(db: Queryable, learner: Learner) {
  return db
    .select({ quiz: quizzes, courseName: courses.name })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(takeable(learner))
    .orderBy(asc(quizzes.title), asc(quizzes.id));
}

export async function findTakeable(db: Queryable, learner: Learner, quizId: number) {
  const [row] = await db
    .select({ quiz: quizzes })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(and(eq(quizzes.id, quizId), takeable(learner)));
  return row?.quiz;
}

export async function findQuiz(db: Queryable, quizId: number) {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  return row;
}

export async function insertQuizzes(db: Queryable, values: NewQuiz[]) {
  if (!values.length) return [];
  return db.insert(quizzes).values(values).returning();
}

/** The first quiz of this title in the course of this name. */
export async function quizByTitle(db: Queryable, courseName: string, title: string) {
  const [row] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(and(eq(courses.name, courseName), eq(quizzes.title, title)))
    .orderBy(asc(quizzes.id))
    .limit(1);
  return row?.id;
}
