import type { Queryable } from '../../db/client';
import type { AccessSource, PriceInterval } from '../../db/schema';
import * as q from './queries';

/**
 * Lets a learner use a course from `startsAt` until `endsAt` (null: with no end), on behalf of
 * one source row (a subscription, an activation code; null for an admin). Granting again for the
 * same learner, course and source row extends that grant, so a renewal or a replayed payment
 * event keeps one row. Pass a transaction to grant together with what paid for it.
 */
export async function grantAccess(db: Queryable, grant: q.AccessGrant): Promise<void> {
  if (grant.endsAt && grant.endsAt < grant.startsAt) {
    throw new Error('grantAccess: a grant cannot end before it starts');
  }
  await q.upsertAccess(db, grant);
}

/**
 * Ends at `at` what one source granted and is still running: every learner's and course's, or
 * only those named. A grant not yet started ends as it starts. Answers how many grants ended.
 */
export function endAccess(
  db: Queryable,
  match: { source: AccessSource; sourceId: number | null; userId?: number; courseId?: number },
  at: Date,
): Promise<number> {
  return q.closeAccess(db, match, at);
}

/** Whether a learner may use a course at `at`: some grant covers that moment. */
export function hasAccess(
  db: Queryable,
  userId: number,
  courseId: number,
  at: Date,
): Promise<boolean> {
  return q.accessCovers(db, userId, courseId, at);
}

/** Which of these learners may use at least one course at `at`. */
export function learnersWithAccess(db: Queryable, userIds: number[], at: Date): Promise<number[]> {
  return q.learnersWithAccess(db, userIds, at);
}

/**
 * Gives every catalogue course that lacks one an active price for each interval given, so a
 * fresh install has something to sell; prices already set are left as they are.
 */
export async function priceCatalogue(
  db: Queryable,
  prices: { interval: PriceInterval; amountCents: number; currency: string }[],
): Promise<void> {
  for (const courseId of await q.catalogueCourseIds(db)) {
    for (const price of prices) await q.insertPriceUnlessPriced(db, { courseId, ...price });
  }
}
