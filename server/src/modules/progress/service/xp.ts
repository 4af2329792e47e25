import { DAILY_XP_CAP, attemptXp, levelOf, questionXp, type Xp } from '@kyu/core/contract';
import type { Queryable } from '../../../db/client';
import { HttpProblem, problemType } from '../../../lib/problem';
import * as q from '../queries';

/** What a finished attempt is paid, from what its student was paid before (see `xpFacts`). */
export interface XpPaid {
  /** The XP the attempt is granted. */
  granted: number;
  /** Whether that is a new gain to record (not a review, not paid already). */
  record: boolean;
}

/**
 * Pays a student's finished attempt its XP ({@link attemptXp}: marks beyond the best shown on
 * each question before, the quiz bonus once) within the daily cap; a second payment of the same
 * attempt is what the first granted, and a review is paid nothing and records nothing. Pure:
 * the caller read `facts` while holding the student's lock ({@link q.lockStudent}), so two
 * finishes at once cannot both see room under the cap.
 */
export function xpFor(
  marked: { questionId: number; marksGiven: number | null; maxMarks: number }[],
  facts: Awaited<ReturnType<typeof q.xpFacts>>,
): XpPaid {
  if (facts.done !== null) return { granted: facts.done, record: false };
  const best = new Map<number, number>();
  for (const row of facts.shown) {
    const xp = questionXp(row.marksGiven ?? 0, row.maxMarks);
    best.set(row.questionId, Math.max(best.get(row.questionId) ?? 0, xp));
  }
  const { total } = attemptXp({
    questions: marked.map((m) => ({
      marksGiven: m.marksGiven ?? 0,
      maxMarks: m.maxMarks,
      shownBefore: best.get(m.questionId) ?? 0,
    })),
    isReview: false,
    quizPaidBefore: facts.paid,
  });
  return { granted: Math.max(0, Math.min(total, DAILY_XP_CAP - facts.earned)), record: true };
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
  const earned = await q.xpOfDay(db, userId, day);
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
