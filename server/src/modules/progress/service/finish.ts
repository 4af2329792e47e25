import type { Queryable } from '../../../db/client';
import * as q from '../queries';
import { dayIn } from '../time-zone';
import { xpFor } from './xp';

/** A marked attempt of a student, as progress records it. */
export interface FinishedAttempt {
  id: number;
  studentId: number;
  quizId: number;
  isReview: boolean;
}

/** One marked answer of it. */
export interface FinishedAnswer {
  questionId: number;
  marksGiven: number | null;
  maxMarks: number;
  full: boolean;
}

/** What a finished attempt earns, settled and not yet written (see `recordFinish`). */
export interface Finish {
  /** The XP the attempt is granted, for the attempt to keep. */
  granted: number;
  writes: q.FinishWrites;
}

/**
 * Locks the student until commit and settles what their finished attempt earns: the day
 * practised (in their time zone), the answers to revise (a wrong one becomes an item, a right
 * one in a revision quiz masters its item) and the XP. Call it in the transaction that
 * completes the attempt, before completing it: the student's XP gains then happen one at a
 * time, each seeing the last. Nothing is written until `recordFinish`.
 */
export async function settleFinish(
  tx: Queryable,
  attempt: FinishedAttempt,
  answers: FinishedAnswer[],
  opts: { isRevisionQuiz: boolean; now: Date },
): Promise<Finish> {
  const userId = attempt.studentId;
  const student = await q.lockStudent(tx, userId);
  const day = dayIn(student?.timeZone ?? 'UTC', opts.now);
  const paid = attempt.isReview
    ? { granted: 0, record: false }
    : xpFor(
        answers,
        await q.xpFacts(tx, {
          userId,
          quizId: attempt.quizId,
          attemptId: attempt.id,
          day,
          questionIds: answers.map((a) => a.questionId),
        }),
      );
  // An attempt answers each question once, so no question is both.
  const mistakes = answers.filter((a) => !a.full).map((a) => a.questionId);
  const mastered = opts.isRevisionQuiz
    ? answers.filter((a) => a.full).map((a) => a.questionId)
    : [];
  return {
    granted: paid.granted,
    writes: {
      userId,
      day,
      mistakes,
      mastered,
      xp: paid.record ? { attemptId: attempt.id, amount: paid.granted } : null,
    },
  };
}

/** Writes what `settleFinish` settled, in one statement, in the same transaction. */
export const recordFinish = (tx: Queryable, finish: Finish) => q.writeFinish(tx, finish.writes);
