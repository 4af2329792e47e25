import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts } from '../../db/schema';
import { lockStudent } from '../progress/queries';
import { noteAnswers } from '../progress/revisions';
import { recordPracticeDay } from '../progress/streaks';
import { dayIn } from '../progress/time-zone';
import { payAttempt } from '../progress/xp';
import type { AttemptRow, EvaluationRow } from './present';
import { findAttempt } from './queries';

/**
 * Totals the marks and, for a student, records the day practised, the answers to revise and the
 * XP earned (marks beyond those shown before; none for a review; within the daily cap of the
 * student's calendar day). Two completions racing are one: the second finds it done.
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
    // Locked until commit: this student's XP gains happen one at a time, each seeing the last.
    const student = await lockStudent(tx, done.studentId);
    const day = dayIn(student?.timeZone ?? 'UTC', now);
    await recordPracticeDay(tx, done.studentId, day);
    await noteAnswers(
      tx,
      done.studentId,
      rows.map((r) => ({ questionId: r.questionId, full: r.isFullMarks === true })),
      isRevisionQuiz,
    );
    const granted = await payAttempt(tx, { ...done, studentId: done.studentId }, rows, day);
    const [withXp] = await tx
      .update(attempts)
      .set({ xpCollected: granted })
      .where(eq(attempts.id, done.id))
      .returning();
    return withXp ?? done;
  });
}
