import { LEAGUE_PSEUDONYMS, leagueMoves } from '../constants/play';
import type { Leaderboard, LeaderboardStudent, Xp } from '../contract';

/** The demo league's window (overview §9). */
export const DEMO_LEAGUE_DAYS = 7;
/** The demo visitor's next level is reached at this XP (overview §9). */
export const DEMO_NEXT_LEVEL_XP = 1000;

const DAY = 86_400_000;
const DEMO_POINTS = [410, 385, 350, 320, 300, 300, 260, 240, 215, 180, 150, 120];
const DEMO_YOU = 3;

/** Ranks as PostgreSQL's `rank()` gives them over points, most first: ties share a rank. */
export function rankByPoints(points: readonly number[]): number[] {
  return points.map((mine) => 1 + points.filter((other) => other > mine).length);
}

// The week containing `now`, Monday 00:00 UTC to the next Monday, like the real leagues.
function weekOf(now: number): { start: number; end: number } {
  const today = Math.floor(now / DAY) * DAY;
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const start = today - sinceMonday * DAY;
  return { start, end: start + DEMO_LEAGUE_DAYS * DAY };
}

/**
 * The demo board /leaderboard shows without login: a Bronze group of twelve under approved
 * pseudonyms in this week's 7-day window, the visitor fourth, with demo XP part-way to level 2.
 */
export function demoLeaderboard(now: number): { board: Leaderboard; xp: Xp } {
  const { start, end } = weekOf(now);
  const iso = (ms: number) => new Date(ms).toISOString();
  const ranks = rankByPoints(DEMO_POINTS);
  const students: LeaderboardStudent[] = DEMO_POINTS.map((points, index) => ({
    id: index + 1,
    current_level: 1 + Math.floor(points / 100),
    profile_pic: null,
    first_name: LEAGUE_PSEUDONYMS[index] ?? 'Quiet Owl',
    last_name: '',
    points,
    rank: ranks[index] ?? index + 1,
    is_you: index === DEMO_YOU,
  }));
  const moves = leagueMoves(students.length, 1);
  const window = { start_date: iso(start), end_date: iso(end) };
  const board: Leaderboard = {
    league: 1,
    enabled: true,
    assigned: true,
    in_progress: true,
    ...window,
    next_start_date: iso(end),
    next_end_date: iso(end + DEMO_LEAGUE_DAYS * DAY),
    current: {
      id: 1,
      students,
      league: 1,
      rank: ranks[DEMO_YOU] ?? 1,
      ...window,
      promote_count: moves.promote,
      demote_count: moves.demote,
    },
    previous: null,
    pseudonym: null,
  };
  const xp: Xp = { xp: 640, level: 1, current_level_base_xp: 0, next_level_xp: DEMO_NEXT_LEVEL_XP };
  return { board, xp };
}
