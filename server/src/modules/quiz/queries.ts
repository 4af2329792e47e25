import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { QuizType } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { attempts, courses, evaluations, quizzes, users } from '../../db/schema';
import type { Queryable } from '../documents/queries';
import type { AttemptRow } from './present';

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

/**
 * Quizzes a student may take: active and not demos, of a course at their academic level or of
 * Kyu's catalogue, Kyu's own or their school's; a revision quiz only by the student it was made for.
 */
export function takeable(learner: Learner): SQL {
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
  return and(eq(quizzes.isActive, true), eq(quizzes.isDemo, false), level, school, owner)!;
}

export async function listTakeable(db: Db, learner: Learner) {
  return db
    .select({ quiz: quizzes, courseName: courses.name })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(takeable(learner))
    .orderBy(asc(quizzes.title), asc(quizzes.id));
}

/**
 * The student's attempts started and not finished, with at least one answer saved: how many of
 * their questions are answered, the marks of those checked, and when an answer last changed. A
 * timed attempt past its deadline is not open any more.
 */
export async function openAttempts(db: Db, studentId: number, now: Date) {
  const answered = sql`nullif(trim(${evaluations.value}), '') is not null`;
  return db
    .select({
      id: attempts.id,
      quizId: attempts.quizId,
      deadlineAt: attempts.deadlineAt,
      answered: sql<number>`(count(*) filter (where ${answered}))::int`,
      total: sql<number>`count(*)::int`,
      marks: sql<number>`coalesce(sum(${evaluations.marksGiven}), 0)::float8`,
      lastActive: sql<Date>`max(${evaluations.updatedAt})`.mapWith(evaluations.updatedAt),
    })
    .from(attempts)
    .innerJoin(evaluations, eq(evaluations.attemptId, attempts.id))
    .where(
      and(
        eq(attempts.studentId, studentId),
        isNull(attempts.submittedAt),
        or(isNull(attempts.deadlineAt), gt(attempts.deadlineAt, now)),
      ),
    )
    .groupBy(attempts.id)
    .having(sql`count(*) filter (where ${answered}) > 0`)
    .orderBy(asc(attempts.id));
}

export async function findTakeable(db: Db, learner: Learner, quizId: number) {
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

/** The student's newest attempt at a quiz, finished or not. */
/** The student's newest attempt at a quiz; with `submitted`, their newest submitted one. */
export async function latestAttempt(
  db: Queryable,
  quizId: number,
  studentId: number,
  opts: { submitted?: boolean } = {},
) {
  const [row] = await db
    .select()
    .from(attempts)
    .where(
      and(
        eq(attempts.quizId, quizId),
        eq(attempts.studentId, studentId),
        opts.submitted ? isNotNull(attempts.submittedAt) : undefined,
      ),
    )
    .orderBy(desc(attempts.startedAt), desc(attempts.id))
    .limit(1);
  return row;
}

export async function attemptBySession(db: Queryable, sessionHash: string) {
  const [row] = await db.select().from(attempts).where(eq(attempts.sessionHash, sessionHash));
  return row;
}

export async function findAttempt(db: Queryable, id: number) {
  const [row] = await db.select().from(attempts).where(eq(attempts.id, id));
  return row;
}

export async function evaluationsOf(db: Queryable, attemptId: number) {
  return db
    .select()
    .from(evaluations)
    .where(eq(evaluations.attemptId, attemptId))
    .orderBy(asc(evaluations.position), asc(evaluations.id));
}

export async function findEvaluation(db: Queryable, id: number) {
  const [row] = await db
    .select({ evaluation: evaluations, attempt: attempts })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .where(eq(evaluations.id, id));
  return row;
}

/** Evaluations by id, as stored now. */
export async function evaluationsById(db: Queryable, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(evaluations).where(inArray(evaluations.id, ids));
}

/** An attempt with one unanswered evaluation per question, in the quiz's order. */
export async function insertAttempt(
  db: Db,
  values: typeof attempts.$inferInsert,
  questions: { id: number; maxMarks: number }[],
) {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(attempts)
      .values({ ...values, maxScore: questions.reduce((sum, q) => sum + q.maxMarks, 0) })
      .returning();
    if (questions.length) {
      await tx.insert(evaluations).values(
        questions.map((q, position) => ({
          attemptId: attempt!.id,
          questionId: q.id,
          position,
          maxMarks: q.maxMarks,
        })),
      );
    }
    return attempt!;
  });
}

/**
 * Takes an open attempt for finishing: only one caller ever gets it back, so it is marked once.
 */
export async function claimAttempt(db: Queryable, id: number, key: string | null, now: Date) {
  const [row] = await db
    .update(attempts)
    .set({ submittedAt: now, submitKey: key })
    .where(and(eq(attempts.id, id), isNull(attempts.submittedAt)))
    .returning();
  return row;
}

/** Open attempts past their deadline (and its grace), and finished ones whose marking stalled. */
export async function attemptsToFinish(db: Queryable, deadline: Date, stalledSince: Date) {
  return db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      or(
        and(isNull(attempts.submittedAt), lt(attempts.deadlineAt, deadline)),
        and(eq(attempts.gradingCompleted, false), lt(attempts.submittedAt, stalledSince)),
      ),
    )
    .orderBy(asc(attempts.id))
    .limit(50);
}

export type { AttemptRow };
