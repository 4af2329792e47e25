import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { referralCodes, referralPrograms, referralRedemptions, users } from '../../db/schema';

const CODE = {
  id: referralCodes.id,
  userId: referralCodes.userId,
  code: referralCodes.code,
  quota: referralCodes.quota,
  used: referralCodes.used,
};
/** A referral code's row, as the service reads it. */
export type CodeRow = { id: number; userId: number; code: string; quota: number; used: number };

const lastInitial = sql<string>`upper(left(${users.lastName}, 1))`;

/** The user's own code, or undefined before they first asked for one. */
export async function codeOfUser(db: Queryable, userId: number): Promise<CodeRow | undefined> {
  const [row] = await db.select(CODE).from(referralCodes).where(eq(referralCodes.userId, userId));
  return row;
}

/** A code by its text. */
export async function findCode(db: Queryable, code: string): Promise<CodeRow | undefined> {
  const [row] = await db.select(CODE).from(referralCodes).where(eq(referralCodes.code, code));
  return row;
}

/**
 * Gives the user a code unless they have one; nothing happens when they have one already (two
 * first askings at once) or the code is taken (a collision), so the caller reads back.
 */
export async function insertCode(db: Queryable, userId: number, code: string, quota: number) {
  await db.insert(referralCodes).values({ userId, code, quota }).onConflictDoNothing();
}

/** The referral program of the user's school, or undefined when it has none of its own. */
export async function programOf(db: Queryable, userId: number) {
  const [row] = await db
    .select({ name: referralPrograms.name, reward: referralPrograms.reward })
    .from(users)
    .innerJoin(referralPrograms, eq(referralPrograms.schoolId, users.schoolId))
    .where(eq(users.id, userId));
  return row;
}

/** Who redeemed a code, by first name and initial, newest first. */
export async function redeemersOf(db: Queryable, codeId: number) {
  return db
    .select({
      first_name: users.firstName,
      last_initial: lastInitial,
      redeemedAt: referralRedemptions.redeemedAt,
    })
    .from(referralRedemptions)
    .innerJoin(users, eq(users.id, referralRedemptions.redeemerId))
    .where(eq(referralRedemptions.codeId, codeId))
    .orderBy(desc(referralRedemptions.redeemedAt), desc(referralRedemptions.id));
}

/**
 * Takes one place of a code's quota; false when none is left. The check and the raise are one
 * statement, and the row stays locked until the transaction ends, so concurrent redemptions
 * queue on it and never take more places than the quota has.
 */
export async function spendQuota(db: Queryable, codeId: number) {
  const rows = await db
    .update(referralCodes)
    .set({ used: sql`${referralCodes.used} + 1` })
    .where(and(eq(referralCodes.id, codeId), lt(referralCodes.used, referralCodes.quota)))
    .returning({ id: referralCodes.id });
  return rows.length > 0;
}

/** Records a redemption; false when the user has redeemed a code already. */
export async function insertRedemption(db: Queryable, codeId: number, redeemerId: number) {
  const rows = await db
    .insert(referralRedemptions)
    .values({ codeId, redeemerId })
    .onConflictDoNothing()
    .returning({ id: referralRedemptions.id });
  return rows.length > 0;
}

/** The code the user redeemed, with its owner and quota; undefined when they redeemed none. */
export async function redeemedBy(db: Queryable, redeemerId: number) {
  const [row] = await db
    .select({
      code: referralCodes.code,
      quota: referralCodes.quota,
      used: referralCodes.used,
      first_name: users.firstName,
      last_initial: lastInitial,
    })
    .from(referralRedemptions)
    .innerJoin(referralCodes, eq(referralCodes.id, referralRedemptions.codeId))
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralRedemptions.redeemerId, redeemerId));
  return row;
}
