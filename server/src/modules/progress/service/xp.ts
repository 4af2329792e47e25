import { DAILY_XP_CAP, attemptXp, levelOf, questionXp, type Xp } from '@kyu/core/contract';
import type { Queryable } from '../../../db/client';
import { HttpProblem, problemType } from '../../../lib/problem';
import * as q from '../queries';

/**
 * A gain of XP for learning the server saw. A marked quiz attempt is the only kind so far; a
 * completed lesson item joins it once lessons exist, keyed by its own column beside `attempt_id`
 * (unique, like it) so that each item pays once.
 */
export interface XpGain {
  userId: number;
  amount: number;
  source: 'quiz';
  attemptId: number;
  /** The calendar day in the student's time zone, for the daily cap. */
  day: string;
}

/**
 * Records a gain within the daily cap and answers what was granted; a second call for the same
 * attempt answers what the first granted. The caller holds the student's lock
 * ({@link q.lockStudent}), so two gains finishing at once cannot both see room under the cap.
 */
async function grantXp(tx: Queryable, gain: XpGain): Promise<number> {
  const { done, earned } = await q.xpOfDay(tx, gain.userId, gain.day, gain.attemptId);
  if (done !== null) return done;
  const granted = Math.max(0, Math.min(gain.amount, DAILY_XP_CAP - earned));
  await q.insertXpEvent(tx, { ...gain, amount: granted });
  return granted;
}

/** The most XP each question paid in the student's other finished attempts. */
async function shownBefore(tx: Queryable, userId: number, attemptId: number, ids: number[]) {
  const best = new Map<number, number>();
  for (const row of await q.marksShown(tx, userId, ids, attemptId)) {
    const xp = questionXp(row.marksGiven ?? 0, row.maxMarks);
    best.set(row.questionId, Math.max(best.get(row.questionId) ?? 0, xp));
  }
  return best;
}

/**
 * Pays a student's finished attempt its XP ({@link attemptXp}: marks beyond those shown before,
 * the quiz bonus once) within the daily cap, and answers what was granted. A review is paid
 * nothing and records nothing. Call it inside the transaction that completed the attempt, with
 * the student's row locked ({@link q.lockStudent}).
 */
export async function payAttempt(
  tx: Queryable,
  attempt: { id: number; studentId: number; quizId: number; isReview: boolean },
  marked: { questionId: number; marksGiven: number | null; maxMarks: number }[],
  day: string,
): Promise<number> {
  if (attempt.isReview) return 0;
  const { id, studentId: userId } = attempt;
  const best = await shownBefore(
    tx,
    userId,
    id,
    marked.map((m) => m.questionId),
  );
  const { total } = attemptXp({
    questions: marked.map((m) => ({
      marksGiven: m.marksGiven ?? 0,
      maxMarks: m.maxMarks,
      shownBefore: best.get(m.questionId) ?? 0,
    })),
    isReview: false,
    quizPaidBefore: await q.quizPaid(tx, userId, attempt.quizId, id),
  });
  return grantXp(tx, { userId, amount: total, source: 'quiz', attemptId: id, day });
}

/** A student's XP and level, from every gain recorded. */
export async function xpOf(db: Queryable, userId: number): Promise<Xp> {
  return levelOf(await q.totalXp(db, userId));
}

/**
 * `PATCH /users/xp`: grants nothing, since XP comes only from marks the server gave. A claim
 * that the XP recorded for the student's day covers (a client reporting the XP a finished quiz
 * showed) is answered with their XP, unchanged; any larger claim is unearned: 409.
 */
export async function acknowledgeXpClaim(
  db: Queryable,
  userId: number,
  claim: number,
  day: string,
): Promise<Xp> {
  const { earned } = await q.xpOfDay(db, userId, day, null);
  if (claim > earned) {
    throw new HttpProblem(
      409,
      'XP not earned',
      `XP comes from marks earned in a marked quiz, and Kyu adds it itself. It recorded ${earned} XP for you today, less than the ${claim} claimed; nothing was added.`,
      { type: problemType('xp-not-earned') },
    );
  }
  return xpOf(db, userId);
}
