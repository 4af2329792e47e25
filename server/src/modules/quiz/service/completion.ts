import type { Db } from '../../../db/client';
import { recordFinishedAttempt } from '../../progress/service';
import * as q from '../queries';
import type { AttemptRow, EvaluationRow } from '../queries';

/**
 * Totals the marks and, for a student, records their progress: the day practised, the answers
 * to revise and the XP earned (marks beyond those shown before; none for a review; within the
 * daily cap of the student's calendar day). Two completions racing are one: the second finds
 * it done.
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
    const done = await q.completeAttempt(tx, attempt.id, {
      totalScore,
      totalTimeSpent: Math.max(attempt.totalTimeSpent, answeredTime),
      gradedAt: now,
    });
    if (!done) return q.findAttempt(tx, attempt.id);
    if (done.studentId === null) return done;
    const granted = await recordFinishedAttempt(
      tx,
      { ...done, studentId: done.studentId },
      rows.map((r) => ({
        questionId: r.questionId,
        marksGiven: r.marksGiven,
        maxMarks: r.maxMarks,
        full: r.isFullMarks === true,
      })),
      { isRevisionQuiz, now },
    );
    return (await q.setXpCollected(tx, done.id, granted)) ?? done;
  });
}
