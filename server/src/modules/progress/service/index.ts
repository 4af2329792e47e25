import type { MockAttemptSummary, MockProgress, Revisions, Streaks } from '@kyu/core/contract';
import type { Queryable } from '../../../db/client';
import { badRequest } from '../../../lib/problem';
import { quizSummary } from '../../../lib/quiz-summary';
import * as q from '../queries';
import { withScore } from '../scores';
import { streakOf } from '../streaks';
import { dayIn, isTimeZone } from '../time-zone';

export { recordFinish, settleFinish } from './finish';
import { acknowledgeXpClaim } from './xp';

export { xpOf } from './xp';

/**
 * The zone a student's days are counted in. A valid `X-Time-Zone` header (the browser's zone)
 * replaces the stored one, so a student who travels keeps counting days where they are; an
 * invalid one is refused rather than silently ignored.
 */
export async function zoneOf(db: Queryable, userId: number, header: string | undefined) {
  if (header !== undefined) {
    if (!isTimeZone(header)) {
      throw badRequest('X-Time-Zone is not a known time zone.', {
        'x-time-zone': ['must be an IANA time zone such as Europe/London'],
      });
    }
    await q.setTimeZone(db, userId, header);
    return header;
  }
  return (await q.timeZoneOf(db, userId)) ?? 'UTC';
}

/** The student's calendar day now, in the zone `zoneOf` settles. */
export const todayOf = async (db: Queryable, userId: number, header: string | undefined) =>
  dayIn(await zoneOf(db, userId, header), new Date());

/** `PATCH /users/xp`: answers the student's XP when what their day recorded covers the claim. */
export const acknowledgeXp = async (
  db: Queryable,
  userId: number,
  claim: number,
  header: string | undefined,
) => acknowledgeXpClaim(db, userId, claim, await todayOf(db, userId, header));

/** Whether the student practised today, and their run of practice days. */
export async function streaksOf(
  db: Queryable,
  userId: number,
  header: string | undefined,
): Promise<Streaks> {
  const today = await todayOf(db, userId, header);
  return streakOf(await q.practiceDaysOf(db, userId), today);
}

export async function mockProgress(db: Queryable, studentId: number): Promise<MockProgress> {
  const { marks, max } = await q.mockTotals(db, studentId);
  return withScore(marks, max);
}

export async function mockPerformance(db: Queryable, studentId: number) {
  const rows = await q.mockTotalsByTopic(db, studentId);
  return rows.map((r) => ({
    course_tagging_id: r.id,
    topic_name: r.topic,
    ...withScore(Number(r.marks), Number(r.max)),
  }));
}

export async function mockSummary(db: Queryable, studentId: number): Promise<MockAttemptSummary[]> {
  const rows = await q.mockAttempts(db, studentId);
  return rows.map((r) => ({
    attempt_id: r.attemptId,
    quiz_id: r.quizId,
    title: r.title,
    total_score: r.totalScore,
    max_score: r.maxScore,
    graded_at: (r.gradedAt ?? new Date(0)).toISOString(),
  }));
}

/** The questions a student got wrong, and their revision quizzes. */
export async function revisionsOf(db: Queryable, userId: number): Promise<Revisions> {
  const items = await q.revisionItemsOf(db, userId);
  const quizRows = await q.revisionQuizzesOf(db, userId);
  return {
    items: items.map((i) => ({
      question_id: i.questionId,
      text: i.text,
      course_id: i.courseId,
      mistakes: i.mistakes,
      mastered: i.mastered,
      seen: i.seen,
      updated_at: i.updatedAt.toISOString(),
    })),
    quizzes: quizRows.map((row) => quizSummary(row)),
  };
}

/** Marks the student's items seen (the ones named, or all) and answers their revisions. */
export async function markRevisionsSeen(
  db: Queryable,
  userId: number,
  questionIds: number[] | undefined,
) {
  await q.markSeen(db, userId, questionIds);
  return revisionsOf(db, userId);
}

/** A student's unmastered items, most often missed first, of one course or of any. */
export const unmasteredItems = (
  db: Queryable,
  userId: number,
  courseId: number | undefined,
  limit: number,
) => q.unmasteredItems(db, userId, courseId, limit);
