import {
  leagueMoves,
  levelOf,
  type Leaderboard,
  type LeagueStanding,
  type PublicLeaderboard,
} from '@kyu/core/contract';
import type { Queryable } from '../../../db/client';
import { notFound } from '../../../lib/problem';
import { showsRealName, standingStudent } from '../names';
import * as q from '../queries';
import { addDays, instantOf } from '../week';

const PUBLIC_TOP = 10;

function standing(
  rows: q.StandingRow[],
  group: { id: number; tier: number; week: string },
  viewerId: number,
  today: string,
): LeagueStanding {
  const students = rows.map((row) => standingStudent(row, viewerId, today));
  const moves = leagueMoves(students.length, group.tier);
  return {
    id: group.id,
    students,
    league: group.tier,
    rank: students.find((s) => s.is_you)?.rank ?? students.length,
    start_date: instantOf(group.week),
    end_date: instantOf(addDays(group.week, 7)),
    promote_count: moves.promote,
    demote_count: moves.demote,
  };
}

/**
 * `GET /leaderboard`: the student's tier, this week's group and last week's with its outcome.
 * Groups are found from the student, never named by the client, so no other group is readable.
 */
export async function leaderboardOf(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<Leaderboard> {
  const facts = await q.studentFacts(db, userId, now);
  if (!facts) throw notFound('No such student.');
  const week = facts.week_start;
  const today = now.toISOString().slice(0, 10);
  const [current, previous] = await Promise.all([
    facts.group_id === null ? null : q.groupStandings(db, facts.group_id),
    facts.last_group_id === null ? null : q.resultStandings(db, facts.last_group_id),
  ]);
  const group = (id: number | null, tier: number | null, start: string) => ({
    id: id ?? 0,
    tier: tier ?? facts.tier,
    week: start,
  });
  return {
    league: facts.tier,
    enabled: facts.enabled,
    assigned: current !== null,
    in_progress: facts.enabled,
    start_date: instantOf(week),
    end_date: instantOf(addDays(week, 7)),
    next_start_date: instantOf(addDays(week, 7)),
    next_end_date: instantOf(addDays(week, 14)),
    current:
      current && standing(current, group(facts.group_id, facts.group_tier, week), userId, today),
    previous:
      previous && facts.last_outcome
        ? {
            ...standing(
              previous,
              group(facts.last_group_id, facts.last_tier, addDays(week, -7)),
              userId,
              today,
            ),
            outcome: facts.last_outcome,
          }
        : null,
    pseudonym: showsRealName(facts.date_of_birth, today) ? null : facts.pseudonym,
  };
}

/** `GET /leaderboard/school/{id}`: the week's top ten of an active school with leagues on. */
export async function publicBoard(
  db: Queryable,
  schoolId: number,
  now: Date,
): Promise<PublicLeaderboard> {
  const school = await q.publicSchool(db, schoolId, now);
  if (!school) throw notFound('No school with a public league board here.');
  const rows = await q.schoolTop(db, schoolId, school.week_start, PUBLIC_TOP);
  return {
    school_name: school.school_name,
    start_date: instantOf(school.week_start),
    end_date: instantOf(addDays(school.week_start, 7)),
    students: rows.map((r) => ({
      rank: Number(r.rank),
      name: r.name,
      league: r.league,
      current_level: levelOf(Number(r.xp)).level,
      points: Number(r.points),
    })),
  };
}
