import type { ActivatedCourses, Activation, ActivationCheck, Course } from '@kyu/core/contract';
import { normaliseActivationCode } from '@kyu/core/contract';
import type { Db, Queryable } from '../../db/client';
import { learnerFor } from '../../lib/learner';
import { conflict, notFound, refused } from '../../lib/problem';
import { coursesByIds, grantAccess } from '../courses/service';
import type { Principal } from '../sessions/service';
import { codeState, grantEnd } from './rules';
import * as q from './queries';

const unknownCode = () =>
  notFound('No activation code matches this. Check the letters and try again.');
const usedCode = () =>
  conflict('This code has already been used.', { code: ['has already been used'] });
const expiredCode = () =>
  refused('This code has expired and can no longer be used.', 'code-expired', {
    code: ['has expired'],
  });

async function knownCode(db: Queryable, typed: string) {
  const row = await q.findCode(db, normaliseActivationCode(typed));
  if (!row) throw unknownCode();
  return row;
}

async function coursesOf(db: Queryable, codeId: number): Promise<Course[]> {
  return coursesByIds(db, await q.codeCourseIds(db, codeId));
}

/**
 * `GET /activation/{code}`: whether a code may be redeemed now, and what it unlocks. Holding
 * the code is what lets anyone see its courses, whichever school they belong to.
 */
export async function checkCode(db: Db, typed: string, now: Date): Promise<ActivationCheck> {
  const row = await knownCode(db, typed);
  const status = codeState(row, now);
  return {
    code: row.code,
    checked: status === 'valid',
    status,
    expires_at: row.expiresAt?.toISOString() ?? null,
    courses: await coursesOf(db, row.id),
  };
}

/**
 * `POST /activation`: redeems a code for the caller's child (or a student for themself) and
 * grants its courses, for the code's days of access or with no end. Claiming the code and
 * granting happen in one transaction, so a failed grant leaves the code unused, and of two
 * redemptions at once exactly one wins; the other gets 409.
 */
export async function redeemCode(
  db: Db,
  caller: Principal,
  body: { code: string; child_id: number },
  now: Date,
): Promise<Activation> {
  const learner = await learnerFor(db, caller, body.child_id, 'child_id');
  const row = await knownCode(db, body.code);
  const status = codeState(row, now);
  if (status === 'used') throw usedCode();
  if (status === 'expired') throw expiredCode();
  const courseIds = await q.codeCourseIds(db, row.id);
  const endsAt = grantEnd(now, row.accessDays);
  await db.transaction(async (tx) => {
    const won = await q.claimCode(tx, { codeId: row.id, by: caller.userId, learner, at: now });
    if (!won) throw usedCode();
    for (const courseId of courseIds) {
      await grantAccess(tx, {
        userId: learner,
        courseId,
        source: 'activation',
        sourceId: row.id,
        startsAt: now,
        endsAt,
      });
    }
  });
  return { code: row.code, child_id: learner, courses: await coursesByIds(db, courseIds) };
}

/** `GET /activation/courses`: the courses a learner has through codes, newest first. */
export async function activatedCourses(
  db: Db,
  caller: Principal,
  studentId: number | undefined,
): Promise<ActivatedCourses> {
  const learner = await learnerFor(db, caller, studentId, 'student_id');
  const rows = await q.redeemedFor(db, learner);
  const courses = new Map(
    (await coursesByIds(db, [...new Set(rows.map((r) => r.courseId))])).map((c) => [c.id, c]),
  );
  return rows.flatMap((r) => {
    const course = courses.get(r.courseId);
    return course && r.redeemedAt
      ? [{ course, code: r.code, activated_at: r.redeemedAt.toISOString() }]
      : [];
  });
}
