import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { earnedStickers, practiceDays } from '../../db/schema';

const json = (list: readonly (string | number)[]) => JSON.stringify(list);

/**
 * Awards what a finished attempt earned, in one statement: the codes the service settled, and
 * each streak sticker whose run of practice days, ending on `day`, is long enough. The run is
 * walked back a day at a time through the practice days' key, never further than the longest
 * streak that pays, and `day` counts as practised (the finish records it in the same transaction).
 */
export async function awardFinish(
  tx: Queryable,
  at: { userId: number; day: string; codes: string[]; streaks: readonly number[] },
) {
  const longest = Math.max(0, ...at.streaks);
  await tx.execute(sql`
    with recursive run(day, n) as (
      select ${at.day}::date, 1
      union all
      select run.day - 1, run.n + 1 from run
      where run.n < ${longest}::int
        and exists (select 1 from ${practiceDays} p where p.user_id = ${at.userId} and p.day = run.day - 1)
    )
    insert into ${earnedStickers} (user_id, code)
    select ${at.userId}::int, value from jsonb_array_elements_text(${json(at.codes)}::jsonb)
    union
    select ${at.userId}::int, 'streak-' || value
    from jsonb_array_elements_text(${json(at.streaks)}::jsonb)
    where value::int <= (select max(n) from run)
    on conflict do nothing`);
}

/**
 * Gives each of `userIds` the sticker `code` they do not have yet, in one statement with the
 * ids as one parameter: a league rollover promotes more students than a statement has parameters.
 */
export async function award(db: Queryable, userIds: number[], code: string) {
  if (userIds.length === 0) return;
  await db.execute(sql`
    insert into ${earnedStickers} (user_id, code)
    select value::int, ${code}::text from jsonb_array_elements_text(${json(userIds)}::jsonb)
    on conflict do nothing`);
}

export const earnedBy = (db: Queryable, userId: number) =>
  db
    .select({
      code: earnedStickers.code,
      earnedAt: earnedStickers.earnedAt,
      seenAt: earnedStickers.seenAt,
    })
    .from(earnedStickers)
    .where(eq(earnedStickers.userId, userId));

/** Marks the named stickers the student earned and had not seen; the others are left alone. */
export async function markSeen(db: Queryable, userId: number, codes: string[]) {
  await db
    .update(earnedStickers)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(earnedStickers.userId, userId),
        inArray(earnedStickers.code, codes),
        isNull(earnedStickers.seenAt),
      ),
    );
}
