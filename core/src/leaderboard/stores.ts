import { atom, computed } from 'nanostores';
import { UserRole } from '../constants';
import type { Leaderboard } from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import { $user } from '../account/stores';
import { $xp } from '../progress/stores';
import { localArea, readJson, writeJson } from '../storage/areas';
import { leaderboardSeenKey } from '../storage/keys';
import { whileVisible } from './live';
import { chooseLeaderboardModal, modalWindow, type LeaderboardModal } from './model';

/** The signed-in student's league (`GET /leaderboard`); null until loaded or for others. */
export const $leaderboard = atom<Leaderboard | null>(null);

/** Why the league could not be loaded, or null. */
export const $leaderboardError = atom<string | null>(null);

let epoch = 0;

/** Empties the league stores (sign-out, tests). */
export function resetLeaderboard(): void {
  epoch++;
  $leaderboard.set(null);
  $leaderboardError.set(null);
}

async function fetchBoard(quiet: boolean): Promise<void> {
  if ($user.get()?.user_role_id !== UserRole.student) return;
  clearAtSignOut('leaderboard', resetLeaderboard);
  const run = ++epoch;
  try {
    const board = await api.get<Leaderboard>('/leaderboard');
    if (run !== epoch) return;
    $leaderboard.set(board);
    $leaderboardError.set(null);
  } catch (error) {
    if (run === epoch && !quiet) $leaderboardError.set(problemMessage(error));
  }
}

/** Loads the signed-in student's league; a failure is said in {@link $leaderboardError}. */
export const loadLeaderboard = (): Promise<void> => fetchBoard(false);

/** Asks for fresh standings; a failure keeps what is shown, the next refresh tries again. */
export const refreshLeaderboard = (): Promise<void> => fetchBoard(true);

/**
 * Keeps the league live while a view shows it: loads it now, refreshes it every 15 s while the
 * page is visible, follows sign-in and sign-out, and refreshes at once when the student's XP
 * changes; answers the function that stops. XP is the signal because `$xp` is what a marked
 * quiz refreshes (quiz/submission.ts calls refreshProgress), on the portal and on a school's
 * page alike, so points earned show without waiting for the next tick. Explicit rather than
 * `onMount`: the dashboard reads the board once for its modal and must not poll.
 */
export function watchLeaderboard(): () => void {
  void loadLeaderboard();
  const stopTimer = whileVisible(() => void refreshLeaderboard());
  const stopUser = $user.listen(() => void loadLeaderboard());
  const stopXp = $xp.listen((xp, before) => {
    if (xp && xp.xp !== before?.xp) void refreshLeaderboard();
  });
  return () => {
    stopTimer();
    stopUser();
    stopXp();
  };
}

// Bumped when a modal is marked seen, so the choice below reads the flags again.
const $seenVersion = atom(0);

const seenIn = (userId: number) => (modal: LeaderboardModal, windowStart: string) =>
  readJson<boolean>(localArea(), leaderboardSeenKey(userId, modal, windowStart)) === true;

/** The leaderboard modal to show now (overview §4), or null. */
export const $leaderboardModal = computed(
  [$leaderboard, $user, $seenVersion],
  (board, user): LeaderboardModal | null =>
    board && user ? chooseLeaderboardModal(board, seenIn(user.id)) : null,
);

/** Marks the modal shown now as seen in its window, in local storage; it does not show again. */
export function dismissLeaderboardModal(): void {
  const board = $leaderboard.get();
  const user = $user.get();
  const modal = $leaderboardModal.get();
  if (!board || !user || !modal) return;
  writeJson(localArea(), leaderboardSeenKey(user.id, modal, modalWindow(board, modal)), true);
  $seenVersion.set($seenVersion.get() + 1);
}
