import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { QuizType } from '@kyu/core/contract';
import type { Queryable } from '../../../db/client';
import { questions, quizzes, revisionItems } from '../../../db/schema';

/** Unmastered items, most often missed first, of one course or of any. */
export async function unmasteredItems(
  db: Queryable,
  userId: number,
  courseId: number | undefined,
  limit: number,
) {
  return db
    .select({ questionId: revisionItems.questionId, courseId: questions.courseId })
    .from(revisionItems)
    .innerJoin(questions, eq(questions.id, revisionItems.questionId))
    .where(
      and(
        eq(revisionItems.userId, userId),
        eq(revisionItems.mastered, false),
        eq(questions.isEnabled, true),
        sql`${questions.retiredAt} is null`,
        courseId === undefined ? undefined : eq(questions.courseId, courseId),
      ),
    )
    .orderBy(desc(revisionItems.mistakes), desc(revisionItems.updatedAt), asc(questions.id))
    .limit(limit);
}

/** Every item of a student, unmastered first, then the most recently changed. */
export async function revisionItemsOf(db: Queryable, userId: number) {
  return db
    .select({
      questionId: revisionItems.questionId,
      text: questions.text,
      courseId: questions.courseId,
      mistakes: revisionItems.mistakes,
      mastered: revisionItems.mastered,
      seen: revisionItems.seen,
      updatedAt: revisionItems.updatedAt,
    })
    .from(revisionItems)
    .innerJoin(questions, eq(questions.id, revisionItems.questionId))
    .where(eq(revisionItems.userId, userId))
    .orderBy(asc(revisionItems.mastered), desc(revisionItems.updatedAt), asc(questions.id));
}

/** The revision quizzes made for a student, newest first. */
export async function revisionQuizzesOf(db: Queryable, userId: number) {
  return db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.ownerId, userId), eq(quizzes.quizTypeId, QuizType.revision)))
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
}

/** Marks the student's items seen: the ones named, or all. */
export async function markSeen(db: Queryable, userId: number, questionIds: number[] | undefined) {
  await db
    .update(revisionItems)
    .set({ seen: true })
    .where(
      and(
        eq(revisionItems.userId, userId),
        questionIds === undefined ? undefined : inArray(revisionItems.questionId, questionIds),
      ),
    );
}
