import { tables, type Db } from '@kyu/server/testing';
import { unique } from '../unique';
import { makeCourse } from './courses';
import { makeQuestion } from './questions';

const { attempts, evaluations, quizzes } = tables;

/** A practice quiz listing the questions, with flags such as `isDemo` or `isShared`. */
export async function makeQuiz(
  db: Db,
  values: { courseId: number; questionIds: number[] } & Partial<typeof quizzes.$inferInsert>,
) {
  const [row] = await db
    .insert(quizzes)
    .values({ title: `Quiz ${unique()}`, quizTypeId: 7, ...values })
    .returning();
  return row!;
}

/** A catalogue course with `count` choice questions and a quiz of them. */
export async function makeQuizWithQuestions(
  db: Db,
  count = 2,
  quiz: Partial<typeof quizzes.$inferInsert> = {},
) {
  const course = await makeCourse(db);
  const list = [];
  for (let i = 0; i < count; i++) list.push(await makeQuestion(db, course.id));
  const row = await makeQuiz(db, {
    courseId: course.id,
    questionIds: list.map((q) => q.id),
    ...quiz,
  });
  return { course, questions: list, quiz: row };
}

/** One marked answer: right or wrong out of 1 mark, or `marks` out of `max`. */
export interface MarkedAnswer {
  questionId: number;
  full: boolean;
  marks?: number;
  max?: number;
}

/**
 * A student's attempt with one marked answer per question. With `gradedAt` it is finished and
 * marked at that moment, as a submit leaves it (`isReview` for a review's attempt).
 */
export async function makeMarkedAttempt(
  db: Db,
  quizId: number,
  studentId: number,
  marks: MarkedAnswer[],
  opts: { gradedAt?: Date; isReview?: boolean } = {},
) {
  const graded = opts.gradedAt
    ? { gradingCompleted: true, submittedAt: opts.gradedAt, gradedAt: opts.gradedAt }
    : {};
  const [attempt] = await db
    .insert(attempts)
    .values({ quizId, studentId, isReview: opts.isReview ?? false, ...graded })
    .returning();
  await db.insert(evaluations).values(
    marks.map((m, position) => ({
      attemptId: attempt!.id,
      questionId: m.questionId,
      position,
      value: '1',
      marksGiven: m.marks ?? (m.full ? 1 : 0),
      maxMarks: m.max ?? 1,
      isFullMarks: m.full,
      isSubmitted: true,
    })),
  );
  return attempt!;
}
