import { useStore } from '@nanostores/preact';
import {
  $leaderboard,
  $leaderboardModal,
  dismissLeaderboardModal,
  leagueName,
  previousResult,
} from '@kyu/core/leaderboard';
import { $studentModalShowing } from '@kyu/core/play';
import { useEffect, useRef } from 'preact/hooks';
import './student.css';

/**
 * The leaderboard modal (overview §4): last week's results, or the invitation to this week's
 * league, each once per window. A native modal dialog: it traps the focus, Escape closes it,
 * and closing it in any way marks it seen.
 */
export function LeaderboardModal({ showLink = false }: { showLink?: boolean }) {
  // It waits while a one-time student modal (intro, sticker, greeting) is open.
  const waiting = useStore($studentModalShowing);
  const chosen = useStore($leaderboardModal);
  const modal = waiting ? null : chosen;
  const board = useStore($leaderboard);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const box = dialog.current;
    if (modal && box && !box.open) box.showModal();
  }, [modal]);
  if (!modal || !board) return null;
  const tier = leagueName(board.league);
  const results = modal === 'results' && board.previous;
  return (
    <dialog
      ref={dialog}
      class="league-dialog"
      aria-labelledby="league-modal-title"
      onClose={dismissLeaderboardModal}
    >
      <h2 id="league-modal-title">{results ? 'Last week’s league' : 'A new league week'}</h2>
      <p>
        {results
          ? previousResult(results)
          : `Answer questions this week to climb the ${tier} league. The top of the group moves up on Monday.`}
      </p>
      {showLink && (
        <p>
          <a href="/student/leaderboard">See the leaderboard</a>
        </p>
      )}
      <form method="dialog" class="actions">
        <button type="submit" class="button primary" autoFocus>
          Got it
        </button>
      </form>
    </dialog>
  );
}
