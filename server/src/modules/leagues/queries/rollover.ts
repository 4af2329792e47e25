import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import {
  leagueGroups,
  leagueMembers,
  leagueResults,
  leagueTiers,
  leagueWeeks,
} from '../../../db/schema';

/** Weeks that ended before `currentWeek` and are not closed yet, oldest first. */
export async function weeksToRoll(db: Queryable, currentWeek: string): Promise<string[]> {
  const rows = await db
    .select({ week: leagueWeeks.weekStart })
    .from(leagueWeeks)
    .where(and(isNull(leagueWeeks.rolledAt), lt(leagueWeeks.weekStart, currentWeek)))
    .orderBy(asc(leagueWeeks.weekStart));
  return rows.map((r) => r.week);
}

/**
 * Marks a week closed, answering whether this call did it. The row stays locked until commit,
 * so a second instance closing the same week waits, then finds it closed and does nothing.
 */
export async function claimWeek(tx: Queryable, week: string): Promise<boolean> {
  const rows = await tx
    .update(leagueWeeks)
    .set({ rolledAt: sql`now()` })
    .where(and(eq(leagueWeeks.weekStart, week), isNull(leagueWeeks.rolledAt)))
    .returning({ week: leagueWeeks.weekStart });
  return rows.length > 0;
}

/**
 * Closes a week's groups in one statement: each member's rank (`rank()`, ties shared), the top
 * and bottom fifth of each group of two or more moved up and down as `leagueMoves` says, results
 * written and tiers changed. Moves go by rank, so students tied at a boundary share the kinder
 * side: all of them up, none of them down (core `zonesOf` shows the same). Answers the students
 * promoted.
 */
export async function rollWeek(tx: Queryable, week: string): Promise<number[]> {
  const result = await tx.execute<{ user_id: number }>(sql`
    with ranked as (
      select m.user_id, m.group_id, g.tier, m.points,
        rank() over (partition by m.group_id order by m.points desc) as rnk,
        count(*) over (partition by m.group_id) as size
      from ${leagueMembers} m join ${leagueGroups} g on g.id = m.group_id
      where m.week_start = ${week}
    ), decided as (
      select r.*, case
          when r.size >= 2 and r.tier < 3 and r.rnk <= greatest(1, r.size / 5) then 'promoted'
          when r.size >= 2 and r.tier > 1 and r.rnk > r.size - greatest(1, r.size / 5) then 'demoted'
          else 'stayed' end as outcome
      from ranked r
    ), saved as (
      insert into ${leagueResults} (week_start, user_id, group_id, tier, points, rank, outcome, new_tier)
      select ${week}, user_id, group_id, tier, points, rnk, outcome,
        tier + case outcome when 'promoted' then 1 when 'demoted' then -1 else 0 end
      from decided
      returning user_id, outcome, new_tier
    ), moved as (
      insert into ${leagueTiers} (user_id, tier)
      select user_id, new_tier from saved where outcome <> 'stayed'
      on conflict (user_id) do update set tier = excluded.tier
    )
    select user_id from saved where outcome = 'promoted'`);
  return result.rows.map((r) => Number(r.user_id));
}
