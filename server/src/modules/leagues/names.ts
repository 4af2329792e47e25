import { LEAGUE_REAL_NAME_MIN_AGE, levelOf, type LeaderboardStudent } from '@kyu/core/contract';
import type { StandingRow } from './queries';
import { realNameCutoff } from './week';

/**
 * Whether a student may appear under their own name on `today`: only with a known date of birth
 * and at least {@link LEAGUE_REAL_NAME_MIN_AGE}; anyone else appears as their pseudonym.
 */
export function showsRealName(dateOfBirth: string | null, today: string): boolean {
  return dateOfBirth !== null && dateOfBirth <= realNameCutoff(today, LEAGUE_REAL_NAME_MIN_AGE);
}

/**
 * A row of the standings as the viewer sees it: first name and last initial, or the pseudonym
 * with no last name or picture. The viewer's own row shows them their own name.
 */
export function standingStudent(
  row: StandingRow,
  viewerId: number,
  today: string,
): LeaderboardStudent {
  const isYou = row.id === viewerId;
  const real = isYou || showsRealName(row.date_of_birth, today);
  return {
    id: row.id,
    current_level: levelOf(Number(row.xp)).level,
    profile_pic: real ? row.profile_pic : null,
    first_name: real ? row.first_name : row.pseudonym,
    last_name: real ? (isYou ? row.last_name : row.last_name.slice(0, 1)) : '',
    points: Number(row.points),
    rank: Number(row.rank),
    is_you: isYou,
  };
}
