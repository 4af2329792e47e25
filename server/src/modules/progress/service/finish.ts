import { levelOf, levelStickerCodes } from '@kyu/core/contract';
import type { Queryable } from '../../../db/client';
import { awardFinishStickers, type FinishStickers } from '../../stickers/service';
import { awardQuizPoints } from '../../leagues/service';
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
  stickers: FinishStickers;
  /** Questions given full marks for the first time: what league points pay for. */
  firstFullMarks: number[];
  now: Date;
}

/**
 * The stickers a finished attempt earns besides streaks: the first quiz, a perfect score (full
 * marks on every question) and each level its student's XP reaches. A review earns none.
 */
function stickersEarned(answers: FinishedAnswer[], totalXp: number | null): string[] {
  if (totalXp === null) return [];
  const perfect = answers.length > 0 && answers.every((a) => a.full);
  return [
    'first-quiz',
    ...(perfect ? ['perfect-score'] : []),
    ...levelStickerCodes(levelOf(totalXp).level),
  ];
}

/** Full marks shown on none of the student's other finished attempts. */
function firstFullMarks(answers: FinishedAnswer[], shown: q.ShownMarks[]) {
  const before = new Set(
    shown
      .filter((s) => s.maxMarks > 0 && (s.marksGiven ?? 0) >= s.maxMarks)
      .map((s) => s.questionId),
  );
  return answers.filter((a) => a.full && !before.has(a.questionId)).map((a) => a.questionId);
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
  const facts = attempt.isReview
    ? null
    : await q.xpFacts(tx, {
        userId,
        quizId: attempt.quizId,
        attemptId: attempt.id,
        day,
        questionIds: answers.map((a) => a.questionId),
      });
  const paid = facts ? xpFor(answers, facts) : { granted: 0, record: false };
  // What the student will have once this attempt's XP is recorded (a repaid one is in already).
  const totalXp = facts ? facts.total + (paid.record ? paid.granted : 0) : null;
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
    stickers: { userId, day, codes: stickersEarned(answers, totalXp) },
    // A review pays no league points, as it pays no XP.
    firstFullMarks: facts ? firstFullMarks(answers, facts.shown) : [],
    now: opts.now,
  };
}

/**
 * Writes what `settleFinish` settled in the same transaction: the progress in one statement,
 * the stickers in one more, and league points in a third when some question earned its first
 * full marks.
 */
export async function recordFinish(tx: Queryable, finish: Finish) {
  await q.writeFinish(tx, finish.writes);
  await awardFinishStickers(tx, finish.stickers);
  await awardQuizPoints(tx, {
    userId: finish.writes.userId,
    day: finish.writes.day,
    questionIds: finish.firstFullMarks,
    now: finish.now,
  });
}
