import { LEAGUE_NAMES } from '../constants/play';
import type { Leaderboard, LeaderboardStudent, LeagueStanding, PreviousLeague } from '../contract';

/** The leaderboard modal to show: last week's results, or the invitation to this week's league. */
export type LeaderboardModal = 'results' | 'joinNew';

/** Whether `modal` was already seen in the league window starting at `windowStart`. */
export type SeenModal = (modal: LeaderboardModal, windowStart: string) => boolean;

/**
 * The window a modal is seen in: the results of last week once in the week now running, the
 * invitation once per upcoming window (overview §4 "the next window").
 */
export const modalWindow = (board: Leaderboard, modal: LeaderboardModal): string =>
  modal === 'results' ? board.start_date : board.next_start_date;

/**
 * The leaderboard modal rule (overview §4): with a previous league and one in progress, the
 * results unless seen in this window, then the invitation unless seen in its window; with no
 * previous league, the invitation when a league is in progress, the student is not assigned and
 * the next window is not yet seen. Nothing when leagues are off for the student.
 */
export function chooseLeaderboardModal(
  board: Leaderboard,
  seen: SeenModal,
): LeaderboardModal | null {
  if (!board.enabled || !board.in_progress) return null;
  const unseen = (modal: LeaderboardModal) => !seen(modal, modalWindow(board, modal));
  if (board.previous) {
    if (unseen('results')) return 'results';
    return unseen('joinNew') ? 'joinNew' : null;
  }
  return !board.assigned && unseen('joinNew') ? 'joinNew' : null;
}

/** A row's place at the week's end: promoted, demoted or neither. */
export type Zone = 'promotion' | 'demotion' | null;

/**
 * The zone of each row, by rank as the week's end decides it: ranks within `promote_count` move
 * up, ranks beyond the size less `demote_count` move down. Students tied at a boundary share the
 * kinder side (all up, none down), and a row is never in both.
 */
export function zonesOf(
  standing: Pick<LeagueStanding, 'students' | 'promote_count' | 'demote_count'>,
): Zone[] {
  const size = standing.students.length;
  return standing.students.map((row) =>
    row.rank <= standing.promote_count
      ? 'promotion'
      : standing.demote_count > 0 && row.rank > size - standing.demote_count
        ? 'demotion'
        : null,
  );
}

/** A tier's name: Bronze, Silver or Gold (overview §9). */
export const leagueName = (tier: number): string =>
  LEAGUE_NAMES[tier as keyof typeof LEAGUE_NAMES] ?? `League ${tier}`;

/** A student as others see them: the pseudonym, or first name and last initial. */
export const studentName = (row: Pick<LeaderboardStudent, 'first_name' | 'last_name'>) =>
  `${row.first_name} ${row.last_name}`.trim();

/** 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const HOUR = 3_600_000;

/** How long until the week ends, in words: "3 days 4 hours left", "under an hour left". */
export function timeLeft(endDate: string, now: number): string {
  const left = Date.parse(endDate) - now;
  if (!(left > 0)) return 'The week has ended';
  const hours = Math.floor(left / HOUR);
  const days = Math.floor(hours / 24);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (days > 0) return `${plural(days, 'day')} ${plural(hours % 24, 'hour')} left`;
  return hours > 0 ? `${plural(hours, 'hour')} left` : 'Under an hour left';
}

/** Last week's result in one sentence. */
export function previousResult(previous: PreviousLeague): string {
  const where = `You finished ${ordinal(previous.rank)} in ${leagueName(previous.league)}`;
  if (previous.outcome === 'promoted')
    return `${where} and moved up to ${leagueName(previous.league + 1)}.`;
  if (previous.outcome === 'demoted')
    return `${where} and moved down to ${leagueName(previous.league - 1)}.`;
  return `${where} and stayed in ${leagueName(previous.league)}.`;
}

/** What a screen reader hears when the student's rank changes; null when it did not. */
export function rankChange(before: number | null, after: number | null): string | null {
  if (before === null || after === null || before === after) return null;
  const direction = after < before ? 'up' : 'down';
  return `You moved ${direction} to ${ordinal(after)} place.`;
}
