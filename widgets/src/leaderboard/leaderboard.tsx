import { useStore } from '@nanostores/preact';
import { UserRole } from '@kyu/core/constants';
import type { Leaderboard as Board } from '@kyu/core/contract';
import {
  $leaderboard,
  $leaderboardError,
  rankChange,
  watchLeaderboard,
} from '@kyu/core/leaderboard';
import { $user } from '@kyu/core/session';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Frame } from '../shared';
import { LeagueView } from './league-view';
import { SchoolBoard } from './school-board';
import { LEADERBOARD_CSS } from './styles';

/** Props of {@link Leaderboard}. */
export interface LeaderboardProps {
  /** The school whose top students a visitor sees (attribute `school-id`). */
  schoolId?: number;
}

/** Says a change of the student's rank once, politely, to a screen reader. */
function useRankAnnouncement(rank: number | null): string {
  const before = useRef(rank);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const said = rankChange(before.current, rank);
    if (said) setMessage(said);
    if (rank !== null) before.current = rank;
  }, [rank]);
  return message;
}

/** The signed-in student's own league, live: it refreshes while shown and as XP arrives. */
function OwnLeague() {
  const board = useStore($leaderboard);
  const error = useStore($leaderboardError);
  const announced = useRankAnnouncement(board?.current?.rank ?? null);
  useEffect(() => watchLeaderboard(), []);
  return (
    <>
      <p class="kyu-hidden" aria-live="polite">
        {announced}
      </p>
      {error && !board && (
        <p class="kyu-alert" role="alert">
          {error}
        </p>
      )}
      {board ? <LeagueView board={board} /> : !error && <p role="status">Loading your league…</p>}
    </>
  );
}

/**
 * The weekly leaderboard: a signed-in student's own league; otherwise, with a school id, that
 * school's top students under their pseudonyms; otherwise an invitation to sign in.
 */
export function Leaderboard({ schoolId }: LeaderboardProps) {
  const user = useStore($user);
  const student = user?.user_role_id === UserRole.student;
  return (
    <Frame css={LEADERBOARD_CSS} class="kyu-leaderboard">
      {student ? (
        <OwnLeague />
      ) : schoolId ? (
        <SchoolBoard schoolId={schoolId} />
      ) : (
        <p class="kyu-status">Sign in as a student to see your league.</p>
      )}
    </Frame>
  );
}

/** A league shown as given rather than from the stores: the portal's demo board. */
export function StaticLeaderboard({ board }: { board: Board }) {
  return (
    <Frame css={LEADERBOARD_CSS} class="kyu-leaderboard">
      <LeagueView board={board} />
    </Frame>
  );
}
