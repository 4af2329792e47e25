import { atom } from 'nanostores';
import type { PublicLeaderboard } from '../contract';
import { api } from '../api/client';
import { ApiError, problemMessage } from '../api/model';
import { whileVisible } from './live';

/** The school whose public board is shown, or null. */
export const $schoolBoardId = atom<number | null>(null);

/** A school's top students this week under pseudonyms (`GET /leaderboard/school/{id}`). */
export const $schoolBoard = atom<PublicLeaderboard | null>(null);

/** Why the school's board cannot be shown, or null. */
export const $schoolBoardError = atom<string | null>(null);

/** Said when the server knows no board for the school: unknown, inactive, or leagues off. */
export const NO_SCHOOL_BOARD = 'This school has no leaderboard to show.';

let epoch = 0;

async function fetchSchoolBoard(quiet: boolean): Promise<void> {
  const schoolId = $schoolBoardId.get();
  if (schoolId === null) return;
  const run = ++epoch;
  try {
    const board = await api.get<PublicLeaderboard>(`/leaderboard/school/${schoolId}`);
    if (run !== epoch) return;
    $schoolBoard.set(board);
    $schoolBoardError.set(null);
  } catch (error) {
    if (run !== epoch || quiet) return;
    const gone = error instanceof ApiError && error.status === 404;
    $schoolBoardError.set(gone ? NO_SCHOOL_BOARD : problemMessage(error));
  }
}

/**
 * Shows the public board of `schoolId`: loads it now (another school's is forgotten) and
 * refreshes it every 15 s while the page is visible, a failed refresh keeping what is shown;
 * answers the function that stops refreshing.
 */
export function watchSchoolBoard(schoolId: number): () => void {
  if ($schoolBoardId.get() !== schoolId) {
    $schoolBoardId.set(schoolId);
    $schoolBoard.set(null);
  }
  $schoolBoardError.set(null);
  void fetchSchoolBoard(false);
  return whileVisible(() => void fetchSchoolBoard(true));
}

/** Empties the school board stores (tests, a widget removed). */
export function resetSchoolBoard(): void {
  epoch++;
  $schoolBoardId.set(null);
  $schoolBoard.set(null);
  $schoolBoardError.set(null);
}
