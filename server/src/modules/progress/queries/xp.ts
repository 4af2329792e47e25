import { and, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { attempts, evaluations, users, xpEvents } from '../../../db/schema';

/**
 * Locks the student's row for the rest of the transaction and answers their time zone: XP gains
 * of one student then happen one at a time, each seeing what the one before recorded.
 */
export async function lockStudent(tx: Queryable, userId: number) {
  const [row] = await tx
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * The XP of a student's day so far and, when an attempt is named, what it was granted already
 * (null when nothing yet), read in one query.
 */
export async function xpOfDay(
  tx: Queryable,
  userId: number,
  day: string,
  attemptId: number | null,
) {
  const done =
    attemptId === null
      ? sql<number | null>`null::int`
      : sql<
          number | null
        >`(select ${xpEvents.amount} from ${xpEvents} where ${xpEvents.attemptId} = ${attemptId})`;
  const [row] = await tx
    .select({
      done,
      earned: sql<number>`coalesce(sum(${xpEvents.amount}), 0)::int`,
    })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, userId), eq(xpEvents.day, day)));
  return { done: row?.done ?? null, earned: row?.earned ?? 0 };
}

export async function insertXpEvent(tx: Queryable, values: typeof xpEvents.$inferInsert) {
  await tx.insert(xpEvents).values(values);
}

/** Every XP gain of a student, summed. */
export async function totalXp(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${xpEvents.amount}), 0)::int` })
    .from(xpEvents)
    .where(eq(xpEvents.userId, userId));
  return row?.total ?? 0;
}

/** The marks a student got on these questions in their other finished attempts, reviews included. */
export async function marksShown(
  tx: Queryable,
  userId: number,
  questionIds: number[],
  exceptAttemptId: number,
) {
  if (!questionIds.length) return [];
  return tx
    .select({
      questionId: evaluations.questionId,
      marksGiven: evaluations.marksGiven,
      maxMarks: evaluations.maxMarks,
    })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .where(
      and(
        eq(attempts.studentId, userId),
        eq(attempts.gradingCompleted, true),
        ne(attempts.id, exceptAttemptId),
        inArray(evaluations.questionId, questionIds),
        isNotNull(evaluations.marksGiven),
      ),
    );
}

/** True when another finished attempt of the student at this quiz was paid XP. */
export async function quizPaid(
  tx: Queryable,
  userId: number,
  quizId: number,
  exceptAttemptId: number,
) {
  const [row] = await tx
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(attempts.studentId, userId),
        eq(attempts.quizId, quizId),
        eq(attempts.gradingCompleted, true),
        ne(attempts.id, exceptAttemptId),
        gt(attempts.xpCollected, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}
