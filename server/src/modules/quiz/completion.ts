import { and, eq } from 'drizzle-orm';
import { XP_PER_QUIZ, questionXp } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { attempts, users } from '../../db/schema';
import { noteAnswers } from '../progress/revisions';
import { recordPracticeDay } from '../progress/streaks';
import { dayIn } from '../progress/time-zone';
import { grantXp } from '../progress/xp';
import type { AttemptRow, EvaluationRow } from './present';
import { findAttempt } from './queries';

/**
 * Totals the marks and, for a student, records the day practised, the XP earned (none for a
 * review; within the daily cap of the student's calendar day) and the answers to revise.
 */
export async function completeAttempt(
  db: Db,
  attempt: AttemptRow,
  rows: EvaluationRow[],
  isRevisionQuiz: boolean,
) {
  const totalScore = Math.round(rows.reduce((sum, r) => sum + (r.marksGiven ?? 0), 0) * 100) / 100;
  const answeredTime = rows.reduce((sum, r) => sum + r.timeSpent, 0);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [done] = await tx
      .update(attempts)
      .set({
        gradingCompleted: true,
        totalScore,
        totalTimeSpent: Math.max(attempt.totalTimeSpent, answeredTime),
        gradedAt: now,
      })
      .where(and(eq(attempts.id, attempt.id), eq(attempts.gradingCompleted, false)))
      .returning();
    if (!done) return findAttempt(tx, attempt.id);
    if (done.studentId === null) return done;
    // Locked now for the XP gain below, which then need not lock it itself.
    const [student] = await tx
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, done.studentId))
      .for('update');
    const day = dayIn(student?.timeZone ?? 'UTC', now);
    await recordPracticeDay(tx, done.studentId, day);
    await noteAnswers(
      tx,
      done.studentId,
      rows.map((r) => ({ questionId: r.questionId, full: r.isFullMarks === true })),
      isRevisionQuiz,
    );
    if (done.isReview) return done;
    const earned =
      rows.reduce((sum, r) => sum + questionXp(r.marksGiven ?? 0, r.maxMarks), 0) + XP_PER_QUIZ;
    const granted = await grantXp(
      tx,
      {
        userId: done.studentId,
        amount: earned,
        source: 'quiz',
        attemptId: done.id,
        day,
      },
      { locked: true },
    );
    const [withXp] = await tx
      .update(attempts)
      .set({ xpCollected: granted })
      .where(eq(attempts.id, done.id))
      .returning();
    return withXp ?? done;
  });
}
