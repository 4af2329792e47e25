import { sql } from 'drizzle-orm';
import { LEAGUE_PSEUDONYMS } from '@kyu/core/contract';
import type { Queryable } from '../../../db/client';
import {
  leagueGroups,
  leagueMembers,
  leagueResults,
  leagueTiers,
  schools,
  users,
  xpEvents,
} from '../../../db/schema';
import { leagueWeekSql } from './clock';

/**
 * A student's pseudonym as SQL: the one they chose, else one picked from their id, so it is the
 * same on every screen without being written until they choose.
 */
export const pseudonymSql = sql`coalesce(u.pseudonym, (${sql.raw(
  `array[${LEAGUE_PSEUDONYMS.map((p) => `'${p}'`).join(',')}]`,
)})[u.id % ${LEAGUE_PSEUDONYMS.length} + 1])`;

const xpSql = sql`(select coalesce(sum(x.amount), 0) from ${xpEvents} x where x.user_id = u.id)::int`;

export type StudentFacts = {
  week_start: string;
  tier: number;
  enabled: boolean;
  pseudonym: string;
  date_of_birth: string | null;
  group_id: number | null;
  group_tier: number | null;
  last_group_id: number | null;
  last_tier: number | null;
  last_rank: number | null;
  last_outcome: 'promoted' | 'demoted' | 'stayed' | null;
};

/** What the student's board needs about them, with the league week, in one query. */
export async function studentFacts(db: Queryable, userId: number, now: Date) {
  const result = await db.execute<StudentFacts>(sql`
    with wk as (select ${leagueWeekSql(now)} as week_start)
    select wk.week_start::text as week_start, coalesce(lt.tier, 1) as tier, u.date_of_birth::text as date_of_birth,
      coalesce(s.is_active and s.leagues_enabled, false) and not u.leagues_blocked and u.league_visible as enabled,
      ${pseudonymSql} as pseudonym, cur.group_id, cur.tier as group_tier,
      last.group_id as last_group_id, last.tier as last_tier, last.rank as last_rank, last.outcome as last_outcome
    from ${users} u cross join wk
    left join ${schools} s on s.id = u.school_id
    left join ${leagueTiers} lt on lt.user_id = u.id
    left join lateral (
      select m.group_id, g.tier from ${leagueMembers} m join ${leagueGroups} g on g.id = m.group_id
      where m.week_start = wk.week_start and m.user_id = u.id
    ) cur on true
    left join ${leagueResults} last on last.user_id = u.id and last.week_start = wk.week_start - 7
    where u.id = ${userId}`);
  return result.rows[0];
}

/** A student in a group's standings, with what deciding their shown name needs. */
export type StandingRow = {
  id: number;
  points: number;
  rank: number;
  first_name: string;
  last_name: string;
  profile_pic: string | null;
  date_of_birth: string | null;
  pseudonym: string;
  xp: number;
};

const standingColumns = sql`u.id, u.first_name, u.last_name, u.profile_pic_url as profile_pic,
  u.date_of_birth::text as date_of_birth, ${pseudonymSql} as pseudonym, ${xpSql} as xp`;

/** This week's group ranked by points (PostgreSQL `rank()`: ties share a rank). */
export async function groupStandings(db: Queryable, groupId: number) {
  const result = await db.execute<StandingRow>(sql`
    select ${standingColumns}, m.points, (rank() over (order by m.points desc))::int as rank
    from ${leagueMembers} m join ${users} u on u.id = m.user_id
    where m.group_id = ${groupId}
    order by rank, u.id`);
  return result.rows;
}

/** A closed week's group as its results ranked it. */
export async function resultStandings(db: Queryable, groupId: number) {
  const result = await db.execute<StandingRow>(sql`
    select ${standingColumns}, r.points, r.rank
    from ${leagueResults} r join ${users} u on u.id = r.user_id
    where r.group_id = ${groupId}
    order by r.rank, u.id`);
  return result.rows;
}

/** A school whose public board may be shown, with the league week. */
export async function publicSchool(db: Queryable, schoolId: number, now: Date) {
  const result = await db.execute<{ school_name: string; week_start: string }>(sql`
    select school_name, (${leagueWeekSql(now)})::text as week_start from ${schools}
    where id = ${schoolId} and is_active and leagues_enabled`);
  return result.rows[0];
}

/** The week's top students of a school across its groups, by pseudonym only. */
export async function schoolTop(db: Queryable, schoolId: number, week: string, limit: number) {
  const result = await db.execute<{
    rank: number;
    name: string;
    league: number;
    xp: number;
    points: number;
  }>(sql`
    select (rank() over (order by m.points desc))::int as rank, ${pseudonymSql} as name,
      g.tier as league, ${xpSql} as xp, m.points
    from ${leagueGroups} g join ${leagueMembers} m on m.group_id = g.id
    join ${users} u on u.id = m.user_id
    where g.school_id = ${schoolId} and g.week_start = ${week}
      and not u.leagues_blocked and u.league_visible
    order by m.points desc, u.id limit ${limit}`);
  return result.rows;
}
