import r2wc from '@r2wc/react-to-web-component';
import { Leaderboard, type LeaderboardProps } from './leaderboard';

/**
 * `<kyu-leaderboard>`: the weekly league board. A signed-in student sees their own league (tier,
 * time left, standings with their row and the zones, last week's result); a visitor sees the
 * school's top students this week under pseudonyms. It refreshes every 15 s while visible and
 * at once when the student earns XP on the page, and announces rank changes politely.
 * @attr school-id - the school whose public board a visitor sees
 */
export const KyuLeaderboardElement = r2wc(Leaderboard, {
  shadow: 'open',
  props: { schoolId: 'number' },
});

/** The element's instance type. */
export type KyuLeaderboard = HTMLElement & Pick<LeaderboardProps, 'schoolId'>;

declare global {
  interface HTMLElementTagNameMap {
    'kyu-leaderboard': KyuLeaderboard;
  }
}
