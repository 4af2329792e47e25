import { and, desc, eq, sql } from 'drizzle-orm';
import { QuizType } from '@kyu/core/contract';
import type { Queryable } from '../../../db/client';
import {
  attempts,
  courseTaggings,
  evaluations,
  questionTaggings,
  quizzes,
} from '../../../db/schema';

/** A student's graded mock exam (quiz type exam) attempts. */
const gradedExams = (studentId: number) =>
  and(
    eq(attempts.studentId, studentId),
    eq(attempts.gradingCompleted, true),
    eq(quizzes.quizTypeId, QuizType.exam),
  );

/** The marks and the most there were over a student's graded mock exams. */
export async function mockTotals(db: Queryable, studentId: number) {
  const [row] = await db
    .select({
      marks: sql<number>`coalesce(sum(${attempts.totalScore}), 0)::float8`,
      max: sql<number>`coalesce(sum(${attempts.maxScore}), 0)::int`,
    })
    .from(attempts)
    .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .where(gradedExams(studentId));
  return { marks: Number(row?.marks ?? 0), max: Number(row?.max ?? 0) };
}

/** The same per topic: a question tagged with two topics counts toward both. */
export async function mockTotalsByTopic(db: Queryable, studentId: number) {
  return db
    .select({
      id: courseTaggings.id,
      topic: courseTaggings.topicName,
      marks: sql<number>`coalesce(sum(${evaluations.marksGiven}), 0)::float8`,
      max: sql<number>`coalesce(sum(${evaluations.maxMarks}), 0)::int`,
    })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .innerJoin(questionTaggings, eq(questionTaggings.questionId, evaluations.questionId))
    .innerJoin(courseTaggings, eq(courseTaggings.id, questionTaggings.courseTaggingId))
    .where(gradedExams(studentId))
    .groupBy(courseTaggings.id, courseTaggings.topicName)
    .orderBy(courseTaggings.topicName);
}

/** Each graded mock exam attempt, newest first. */
export async function mockAttempts(db: Queryable, studentId: number) {
  return db
    .select({
      attemptId: attempts.id,
      quizId: quizzes.id,
      title: quizzes.title,
      totalScore: attempts.totalScore,
      maxScore: attempts.maxScore,
      gradedAt: attempts.gradedAt,
    })
    .from(attempts)
    .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .where(gradedExams(studentId))
    .orderBy(desc(attempts.gradedAt), desc(attempts.id));
}
