import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { makeUser } from '@kyu/test-support/db';
import { referralCodes, referralRedemptions } from '../../db/schema';
import { json } from './call';
import type { World } from './world';

/** What these calls read of arrange.ts's context (imported from there, it would make a cycle). */
type Ctx = { w: World };

/** A referral code written as codes are: upper-case hex is letters and digits. */
const newCode = () => randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase();

/** The referral code of a parent of its own, made for one call. */
async function someonesCode(w: World) {
  const owner = await makeUser(w.db, { userRoleId: 6, schoolId: w.hillside.id });
  const code = newCode();
  await w.db.insert(referralCodes).values({ userId: owner.id, code, quota: 5 });
  return code;
}

/** The first school's parent's own referral code, made on the first call that needs it. */
async function parentsCode(w: World) {
  const userId = w.people.parent.id;
  await w.db
    .insert(referralCodes)
    .values({ userId, code: newCode(), quota: 5 })
    .onConflictDoNothing();
  const [row] = await w.db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row!.code;
}

/**
 * What the parent area's referral and report calls, and the console's course prices, need beyond
 * their schemas' examples.
 */
export const ARRANGE_PARENTS_AND_PRICES = {
  'GET /api/v1/users/referral/quota': async ({ w }: Ctx) => ({
    query: { referral_code: await someonesCode(w) },
  }),
  'GET /api/v1/users/referral/redeemers': async ({ w }: Ctx) => ({
    query: { referral_code: await parentsCode(w) },
  }),
  // A parent redeems once: the previous call's redemption is undone so this one is new.
  'PATCH /api/v1/users/referral/redemption-status': async ({ w }: Ctx) => {
    await w.db
      .delete(referralRedemptions)
      .where(eq(referralRedemptions.redeemerId, w.people.parent.id));
    return { body: json({ referral_code: await someonesCode(w) }) };
  },
  // The student is the parent's child, and asks about themself.
  'GET /api/v1/users/children/hardest-question-report': ({ w }: Ctx) => ({
    query: { child_id: w.people.student.id },
  }),
  'GET /api/v1/analysis/weekly-student-statistics/{child}/subject/{subject}': ({ w }: Ctx) => ({
    path: { child: w.people.student.id, subject: w.course.subjectId },
  }),
  // A price of the first school's course; setting the same one again changes nothing.
  'PUT /api/v1/admin/courses/{id}': () => ({
    body: json({ monthly_price: { amount_cents: 2500, currency: 'sgd' } }),
  }),
};
