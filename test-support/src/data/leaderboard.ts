import type { Leaderboard, LeaderboardStudent, LeagueStanding } from '@kyu/core/contract';

let nextId = 1;

/** A student's row in a league, 10 points at level 1 by default. */
export function makeLeagueStudent(overrides: Partial<LeaderboardStudent> = {}): LeaderboardStudent {
  const id = nextId++;
  return {
    id,
    current_level: 1,
    profile_pic: null,
    first_name: 'Quiet',
    last_name: 'Owl',
    points: 10,
    rank: 1,
    is_you: false,
    ...overrides,
  };
}

/** A Bronze group in the week of 2026-03-02, with no rows unless given. */
export function makeStanding(overrides: Partial<LeagueStanding> = {}): LeagueStanding {
  return {
    id: nextId++,
    students: [],
    league: 1,
    rank: 1,
    start_date: '2026-03-02T00:00:00.000Z',
    end_date: '2026-03-09T00:00:00.000Z',
    promote_count: 0,
    demote_count: 0,
    ...overrides,
  };
}

/** `GET /leaderboard` for a student with leagues on, in progress, not yet in a group. */
export function makeLeaderboard(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    league: 1,
    enabled: true,
    assigned: false,
    in_progress: true,
    start_date: '2026-03-02T00:00:00.000Z',
    end_date: '2026-03-09T00:00:00.000Z',
    next_start_date: '2026-03-09T00:00:00.000Z',
    next_end_date: '2026-03-16T00:00:00.000Z',
    current: null,
    previous: null,
    pseudonym: null,
    ...overrides,
  };
}
