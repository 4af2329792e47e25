import { and, eq, sql } from 'drizzle-orm';
import { DAILY_XP_CAP, levelOf, type Xp } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { users, xpEvents } from '../../db/schema';
import type { Queryable } from '../documents/queries';

/**
 * Records an XP gain within the daily cap and answers what was granted. The student's row is
 * locked first (unless the caller says it holds that lock), so two gains finishing at once
 * cannot both see room under the cap. A quiz's gain is recorded once per attempt: a second
 * call answers what the first granted.
 */
export async function grantXp(
  tx: Queryable,
  gain: {
    userId: number;
    amount: number;
    source: 'quiz' | 'bonus';
    attemptId: number | null;
    day: string;
  },
  opts: { locked?: boolean } = {},
): Promise<number> {
  if (!opts.locked) {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${gain.userId} for update`);
  }
  // What this attempt was granted already, read with the day's total in one query.
  const done =
    gain.attemptId === null
      ? sql<number | null>`null::int`
      : sql<
          number | null
        >`(select ${xpEvents.amount} from ${xpEvents} where ${xpEvents.attemptId} = ${gain.attemptId})`;
  const [today] = await tx
    .select({
      done,
      earned: sql<number>`coalesce(sum(${xpEvents.amount}), 0)::int`,
    })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, gain.userId), eq(xpEvents.day, gain.day)));
  if (typeof today?.done === 'number') return today.done;
  const granted = Math.max(0, Math.min(gain.amount, DAILY_XP_CAP - (today?.earned ?? 0)));
  await tx.insert(xpEvents).values({ ...gain, amount: granted });
  return granted;
}

/** A student's XP and level, from every gain recorded. */
export async function xpOf(db: Queryable, userId: number): Promise<Xp> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${xpEvents.amount}), 0)::int` })
    .from(xpEvents)
    .where(eq(xpEvents.userId, userId));
  return levelOf(row?.total ?? 0);
}

/** `PATCH /users/xp`: a bonus (such as a coaching reward) that counts toward the daily cap. */
export async function addBonusXp(db: Db, userId: number, amount: number, day: string) {
  return db.transaction(async (tx) => {
    await grantXp(tx, { userId, amount, source: 'bonus', attemptId: null, day });
    return xpOf(tx, userId);
  });
}
