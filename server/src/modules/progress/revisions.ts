import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { QuizType, type Revisions } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { questions, quizzes, revisionItems } from '../../db/schema';
import type { Queryable } from '../documents/queries';
import { quizSummary } from '../quiz/present';

/**
 * After marking: a wrong answer (anything short of full marks) becomes, or stays, an item to
 * revise, counted once more; a right answer in a revision quiz masters its item.
 */
export async function noteAnswers(
  tx: Queryable,
  userId: number,
  answers: { questionId: number; full: boolean }[],
  isRevisionQuiz: boolean,
) {
  const wrong = [...new Set(answers.filter((a) => !a.full).map((a) => a.questionId))];
  if (wrong.length) {
    await tx
      .insert(revisionItems)
      .values(wrong.map((questionId) => ({ userId, questionId })))
      .onConflictDoUpdate({
        target: [revisionItems.userId, revisionItems.questionId],
        set: {
          mistakes: sql`${revisionItems.mistakes} + 1`,
          mastered: false,
          seen: false,
          updatedAt: sql`now()`,
        },
      });
  }
  const right = answers.filter((a) => a.full).map((a) => a.questionId);
  if (isRevisionQuiz && right.length) {
    await tx
      .update(revisionItems)
      .set({ mastered: true, updatedAt: sql`now()` })
      .where(and(eq(revisionItems.userId, userId), inArray(revisionItems.questionId, right)));
  }
}

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

export async function revisionsOf(db: Db, userId: number): Promise<Revisions> {
  const items = await db
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
  const quizRows = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.ownerId, userId), eq(quizzes.quizTypeId, QuizType.revision)))
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
  return {
    items: items.map((i) => ({
      question_id: i.questionId,
      text: i.text,
      course_id: i.courseId,
      mistakes: i.mistakes,
      mastered: i.mastered,
      seen: i.seen,
      updated_at: i.updatedAt.toISOString(),
    })),
    quizzes: quizRows.map((q) => quizSummary(q)),
  };
}

/** Marks the student's items seen: the ones named, or all. */
export async function markSeen(db: Db, userId: number, questionIds: number[] | undefined) {
  await db
    .update(revisionItems)
    .set({ seen: true })
    .where(
      and(
        eq(revisionItems.userId, userId),
        questionIds === undefined ? undefined : inArray(revisionItems.questionId, questionIds),
      ),
    );
  return revisionsOf(db, userId);
}
