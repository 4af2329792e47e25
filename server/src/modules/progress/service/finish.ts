import type { Queryable } from '../../../db/client';
import * as q from '../queries';
import { dayIn } from '../time-zone';
import { payAttempt } from './xp';

/** A marked attempt of a student, as progress records it. */
export interface FinishedAttempt {
  id: number;
  studentId: number;
  quizId: number;
  isReview: boolean;
}

/**
 * Records what a student's finished attempt means for their progress: the day practised (in
 * their time zone), the answers to revise (a wrong one becomes an item, a right one in a
 * revision quiz masters its item) and the XP earned; answers the XP granted. Call it in the
 * transaction that completed the attempt: it locks the student until commit, so their XP gains
 * happen one at a time, each seeing the last.
 */
export async function recordFinishedAttempt(
  tx: Queryable,
  attempt: FinishedAttempt,
  answers: { questionId: number; marksGiven: number | null; maxMarks: number; full: boolean }[],
  opts: { isRevisionQuiz: boolean; now: Date },
): Promise<number> {
  const student = await q.lockStudent(tx, attempt.studentId);
  const day = dayIn(student?.timeZone ?? 'UTC', opts.now);
  await q.insertPracticeDay(tx, attempt.studentId, day);
  const wrong = [...new Set(answers.filter((a) => !a.full).map((a) => a.questionId))];
  await q.addMistakes(tx, attempt.studentId, wrong);
  if (opts.isRevisionQuiz) {
    const right = answers.filter((a) => a.full).map((a) => a.questionId);
    await q.markMastered(tx, attempt.studentId, right);
  }
  return payAttempt(tx, attempt, answers, day);
}
