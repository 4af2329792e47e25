import type { Db } from '../../../db/client';
import { recordFinish, settleFinish } from '../../progress/service';
import * as q from '../queries';
import type { AttemptRow, EvaluationRow } from '../queries';

/**
 * Totals the marks and, for a student, records their progress (progress/service: the day
 * practised, the answers to revise, the XP earned), in one transaction. Progress is settled
 * first, under the student's lock, so that the attempt is completed with its XP in one update.
 * Two completions racing are one: the second finds it done and writes nothing.
 */
export async function completeAttempt(
  db: Db,
  attempt: AttemptRow,
  rows: EvaluationRow[],
  isRevisionQuiz: boolean,
) {
  const totalScore = Math.round(rows.reduce((sum, r) => sum + (r.marksGiven ?? 0), 0) * 100) / 100;
  const answeredTime = rows.reduce((sum, r) => sum + r.timeSpent, 0);
  const studentId = attempt.studentId;
  return db.transaction(async (tx) => {
    const now = new Date();
    const finish =
      studentId === null
        ? null
        : await settleFinish(
            tx,
            { ...attempt, studentId },
            rows.map((r) => ({
              questionId: r.questionId,
              marksGiven: r.marksGiven,
              maxMarks: r.maxMarks,
              full: r.isFullMarks === true,
            })),
            { isRevisionQuiz, now },
          );
    const done = await q.completeAttempt(tx, attempt.id, {
      totalScore,
      totalTimeSpent: Math.max(attempt.totalTimeSpent, answeredTime),
      gradedAt: now,
      xpCollected: finish?.granted ?? 0,
    });
    if (!done) return q.findAttempt(tx, attempt.id);
    if (finish) await recordFinish(tx, finish);
    return done;
  });
}
