import type { Leaderboard } from '@kyu/core/contract';
import { leagueName, previousResult, timeLeft } from '@kyu/core/leaderboard';
import { Standings } from './standings';

/**
 * A student's league as it stands: the tier, the time left in the week, the group's standings
 * and last week's result, or in words why there is no group to show. Pure: the portal's demo
 * board renders it with demo data.
 */
export function LeagueView({ board, now = Date.now() }: { board: Leaderboard; now?: number }) {
  if (!board.enabled)
    return <p class="kyu-status">Leagues are turned off for you, so there is no board to show.</p>;
  const tier = leagueName(board.current?.league ?? board.league);
  return (
    <div class="kyu-stack">
      <div>
        <h2 class="kyu-board-title">{tier} league</h2>
        <p class="kyu-board-sub">{timeLeft(board.end_date, now)}</p>
      </div>
      {board.current ? (
        <Standings standing={board.current} />
      ) : (
        <p class="kyu-status">
          You are not in a league this week yet. Answer questions to join the {tier} league.
        </p>
      )}
      {board.previous && (
        <section aria-labelledby="kyu-last-week" class="kyu-stack">
          <h3 id="kyu-last-week">Last week</h3>
          <p>{previousResult(board.previous)}</p>
        </section>
      )}
    </div>
  );
}
