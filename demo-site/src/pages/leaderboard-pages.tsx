import { demoLeaderboard } from '@kyu/core/leaderboard';
import { levelLabel } from '@kyu/core/library';
import { levelProgress } from '@kyu/core/progress';
import { Leaderboard, StaticLeaderboard } from '@kyu/widgets/leaderboard';
import { useMemo } from 'preact/hooks';
import { LeaderboardModal } from './leaderboard-modal';

/** /leaderboard: the demo league, no login: a 7-day week, demo XP part-way to 1000. */
export function DemoLeaderboardPage() {
  const { board, xp } = useMemo(() => demoLeaderboard(Date.now()), []);
  return (
    <>
      <h1>Leaderboard</h1>
      <p>
        Every week students race classmates in a league of about 30. Points come only from learning:
        first correct answers and finished lessons, with a daily cap.
      </p>
      <p>
        <span id="demo-level">{levelLabel(xp)}</span>{' '}
        <progress class="meter" aria-labelledby="demo-level" value={levelProgress(xp)} max={1} />
      </p>
      <StaticLeaderboard board={board} />
      <p>
        <a href="/login">Sign in</a> to see your own league.
      </p>
    </>
  );
}

/** /student/leaderboard: the student's own league, live, with the leaderboard modal. */
export function StudentLeaderboardPage() {
  return (
    <>
      <h1>Leaderboard</h1>
      <Leaderboard />
      <LeaderboardModal />
    </>
  );
}
