import { sql } from 'drizzle-orm';
import {
  LEAGUE_DAILY_POINTS_CAP,
  LEAGUE_GROUP_SIZE,
  LEAGUE_POINTS_BY_DIFFICULTY,
  LEAGUE_POINTS_DEFAULT,
  UserRole,
} from '@kyu/core/contract';
import type { Queryable } from '../../../db/client';
import {
  classMembers,
  classes,
  leagueGroups,
  leagueMembers,
  leaguePoints,
  leagueTiers,
  leagueWeeks,
  questions,
  schools,
  users,
} from '../../../db/schema';
import { leagueWeekSql } from './clock';

const POINTS = JSON.stringify(LEAGUE_POINTS_BY_DIFFICULTY);

/** A payment to make: the questions a student just got full marks on for the first time. */
export interface QuizAward {
  userId: number;
  /** The student's calendar day (their time zone), for the daily cap. */
  day: string;
  questionIds: number[];
  now: Date;
}

/**
 * Pays a student league points for first full marks, in ONE statement (it runs on the quiz
 * submit path): nothing unless their school has leagues on and neither they nor a parent turned
 * them off; each question at most once ever (the ledger's key), by difficulty, within the day's
 * cap; and on the week's first points the student joins a group. The group is taken by an update
 * that re-checks its size under the row's lock, so two students joining at once never overfill
 * one: the second, finding it full, opens a new group instead. Answers the points paid.
 */
export async function awardQuizPoints(tx: Queryable, a: QuizAward): Promise<number> {
  const result = await tx.execute<{ paid: number }>(sql`
    with me as (
      select u.id, u.school_id, coalesce((select lt.tier from ${leagueTiers} lt where lt.user_id = u.id), 1) as tier,
        case when s.league_scope = 'class' then (
          select min(cm.class_id) from ${classMembers} cm join ${classes} c on c.id = cm.class_id
          where cm.user_id = u.id and c.is_active and c.school_id = u.school_id
        ) end as class_id
      from ${users} u join ${schools} s on s.id = u.school_id
      where u.id = ${a.userId} and u.user_role_id = ${UserRole.student} and s.is_active
        and s.leagues_enabled and not u.leagues_blocked and u.league_visible
    ), wk as (
      select ${leagueWeekSql(a.now)} as week_start
    ), candidates as (
      select q.id, coalesce((${POINTS}::jsonb ->> q.difficulty_level_id::text)::int, ${LEAGUE_POINTS_DEFAULT}) as p
      from ${questions} q
      where exists (select 1 from me)
        and q.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(a.questionIds)}::jsonb))
        and not exists (select 1 from ${leaguePoints} lp where lp.user_id = ${a.userId} and lp.question_id = q.id)
    ), room as (
      select greatest(0, ${LEAGUE_DAILY_POINTS_CAP} - coalesce(sum(points), 0))::int as left_today
      from ${leaguePoints} where user_id = ${a.userId} and day = ${a.day}
    ), paid as (
      -- Each question takes what the cap leaves after the ones before it (a capped one pays 0).
      select c.id, greatest(0, least(c.p, room.left_today - (sum(c.p) over (order by c.id) - c.p)))::int as points
      from candidates c cross join room
    ), ledger as (
      insert into ${leaguePoints} (user_id, question_id, week_start, day, points)
      select ${a.userId}, paid.id, wk.week_start, ${a.day}, paid.points from paid cross join wk
      on conflict do nothing
      returning points
    ), total as (
      select coalesce(sum(points), 0)::int as t from ledger
    ), mine as (
      select m.group_id from ${leagueMembers} m cross join wk
      where m.week_start = wk.week_start and m.user_id = ${a.userId}
    ), joining as (
      select me.* from me cross join total where total.t > 0 and not exists (select 1 from mine)
    ), open_group as (
      select g.id from ${leagueGroups} g cross join wk cross join joining j
      where g.week_start = wk.week_start and g.school_id = j.school_id and g.tier = j.tier
        and g.class_id is not distinct from j.class_id and g.member_count < ${LEAGUE_GROUP_SIZE}
      order by g.member_count, g.id limit 1
    ), grown as (
      update ${leagueGroups} g set member_count = g.member_count + 1 from open_group o
      where g.id = o.id and g.member_count < ${LEAGUE_GROUP_SIZE}
      returning g.id
    ), opened as (
      insert into ${leagueGroups} (week_start, school_id, class_id, tier, member_count)
      select wk.week_start, j.school_id, j.class_id, j.tier, 1 from joining j cross join wk
      where not exists (select 1 from grown)
      returning id
    ), week as (
      insert into ${leagueWeeks} (week_start) select week_start from wk
      where exists (select 1 from joining) on conflict do nothing
    ), member as (
      insert into ${leagueMembers} (week_start, user_id, group_id, points)
      select wk.week_start, ${a.userId},
        coalesce((select group_id from mine), (select id from grown), (select id from opened)), total.t
      from wk cross join total where total.t > 0
      on conflict (week_start, user_id) do update
        set points = ${leagueMembers}.points + excluded.points, updated_at = now()
    )
    select t as paid from total`);
  return result.rows[0]?.paid ?? 0;
}
