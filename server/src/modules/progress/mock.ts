import { and, desc, eq, sql } from 'drizzle-orm';
import { QuizType, type MockAttemptSummary, type MockProgress } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { attempts, courseTaggings, evaluations, questionTaggings, quizzes } from '../../db/schema';

/** Marks as a percentage of the most there were, to two decimals; none when nothing was at stake. */
export function withScore(marks: number, max: number): MockProgress {
  const progress: MockProgress = { marks_given: marks, max_scores: max };
  if (max > 0) progress.calculated_score = Math.round((10000 * marks) / max) / 100;
  return progress;
}

/** A student's graded mock exam (quiz type exam) attempts. */
const gradedExams = (studentId: number) =>
  and(
    eq(attempts.studentId, studentId),
    eq(attempts.gradingCompleted, true),
    eq(quizzes.quizTypeId, QuizType.exam),
  );

export async function mockProgress(db: Db, studentId: number): Promise<MockProgress> {
  const [row] = await db
    .select({
      marks: sql<number>`coalesce(sum(${attempts.totalScore}), 0)::float8`,
      max: sql<number>`coalesce(sum(${attempts.maxScore}), 0)::int`,
    })
    .from(attempts)
    .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .where(gradedExams(studentId));
  return withScore(Number(row?.marks ?? 0), Number(row?.max ?? 0));
}

/** Per topic: a question tagged with two topics counts toward both. */
export async function mockPerformance(db: Db, studentId: number) {
  const rows = await db
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
  return rows.map((r) => ({
    course_tagging_id: r.id,
    topic_name: r.topic,
    ...withScore(Number(r.marks), Number(r.max)),
  }));
}

export async function mockSummary(db: Db, studentId: number): Promise<MockAttemptSummary[]> {
  const rows = await db
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
  return rows.map((r) => ({
    attempt_id: r.attemptId,
    quiz_id: r.quizId,
    title: r.title,
    total_score: r.totalScore,
    max_score: r.maxScore,
    graded_at: (r.gradedAt ?? new Date(0)).toISOString(),
  }));
}
