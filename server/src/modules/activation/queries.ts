import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { activationCodeCourses, activationCodes } from '../../db/schema';

export type CodeRow = typeof activationCodes.$inferSelect;

/** One code by its normalised text, or undefined. */
export async function findCode(db: Queryable, code: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(activationCodes).where(eq(activationCodes.code, code));
  return row;
}

/** The courses a code unlocks. */
export async function codeCourseIds(db: Queryable, codeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: activationCodeCourses.courseId })
    .from(activationCodeCourses)
    .where(eq(activationCodeCourses.codeId, codeId));
  return rows.map((r) => r.id);
}

/**
 * Marks a code redeemed, if it is still unused and unexpired at `at`: the one statement that
 * decides who wins when two redemptions race. On PostgreSQL the loser's update waits for the
 * winner's transaction, then finds `redeemed_at` set and changes nothing. Answers whether this
 * call won.
 */
export async function claimCode(
  db: Queryable,
  claim: { codeId: number; by: number; learner: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(activationCodes)
    .set({ redeemedBy: claim.by, redeemedFor: claim.learner, redeemedAt: claim.at })
    .where(
      and(
        eq(activationCodes.id, claim.codeId),
        isNull(activationCodes.redeemedAt),
        or(isNull(activationCodes.expiresAt), gt(activationCodes.expiresAt, claim.at)),
      ),
    )
    .returning({ id: activationCodes.id });
  return rows.length === 1;
}

/** The codes redeemed for a learner with the courses each unlocked, newest first. */
export async function redeemedFor(db: Queryable, learner: number) {
  return db
    .select({
      code: activationCodes.code,
      redeemedAt: activationCodes.redeemedAt,
      courseId: activationCodeCourses.courseId,
    })
    .from(activationCodes)
    .innerJoin(activationCodeCourses, eq(activationCodeCourses.codeId, activationCodes.id))
    .where(and(eq(activationCodes.redeemedFor, learner), isNotNull(activationCodes.redeemedAt)))
    .orderBy(sql`${activationCodes.redeemedAt} desc`, activationCodes.id);
}
