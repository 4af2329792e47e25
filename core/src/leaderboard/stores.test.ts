import { makeLeaderboard, makeSessionUser, makeStanding } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../constants';
import type { Leaderboard, PreviousLeague, Xp } from '../contract';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { $xp, resetProgress } from '../progress/stores';
import { resetCore } from '../testing/reset';
import {
  $leaderboard,
  $leaderboardError,
  $leaderboardModal,
  dismissLeaderboardModal,
  loadLeaderboard,
  resetLeaderboard,
  watchLeaderboard,
} from './stores';

const lastWeek = (): PreviousLeague => ({
  ...makeStanding({ start_date: '2026-02-23T00:00:00.000Z', end_date: '2026-03-02T00:00:00.000Z' }),
  outcome: 'promoted',
});
const flush = () => vi.advanceTimersByTimeAsync(0);
const xp = (points: number): Xp => ({
  xp: points,
  level: 1,
  current_level_base_xp: 0,
  next_level_xp: 100,
});

/** Serves `GET /leaderboard` from `answers` in turn, the last one again when they run out. */
function serve(...answers: Leaderboard[]) {
  return fakeFetch(
    on('GET', '/api/v1/leaderboard', () => ({
      body: answers.length > 1 ? answers.shift() : answers[0],
    })),
  );
}

let local: Storage;
beforeEach(() => {
  vi.useFakeTimers();
  ({ local } = resetCore());
  resetLeaderboard();
  resetProgress();
  $user.set(makeSessionUser({ id: 7 }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the student league store', () => {
  it('loads at once, refreshes every 15 s while watched, and stops when no longer watched', async () => {
    const seen = serve(makeLeaderboard({ league: 1 }), makeLeaderboard({ league: 2 }));
    const stop = watchLeaderboard();
    await flush();
    expect($leaderboard.get()?.league).toBe(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect($leaderboard.get()?.league).toBe(2);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toHaveLength(2);
  });

  it('refreshes at once when the XP changes after a quiz', async () => {
    const seen = serve(makeLeaderboard());
    const stop = watchLeaderboard();
    await flush();
    $xp.set(xp(40));
    await flush();
    $xp.set(xp(40));
    await flush();
    $xp.set(xp(55));
    await flush();
    expect(seen).toHaveLength(3);
    stop();
  });

  it('asks nothing for a visitor or a parent', async () => {
    const seen = serve(makeLeaderboard());
    $user.set(makeSessionUser({ user_role_id: UserRole.parent }));
    await loadLeaderboard();
    $user.set(null);
    await loadLeaderboard();
    expect(seen).toHaveLength(0);
  });

  it('says why the league could not load, and keeps a shown board when a refresh fails', async () => {
    fakeFetch(
      on('GET', '/api/v1/leaderboard', {
        status: 503,
        body: { title: 'Service Unavailable', status: 503 },
      }),
    );
    await loadLeaderboard();
    expect($leaderboardError.get()).toBeTruthy();
    serve(makeLeaderboard());
    await loadLeaderboard();
    expect([$leaderboard.get() !== null, $leaderboardError.get()]).toEqual([true, null]);
  });

  it('forgets the league at sign-out', async () => {
    serve(makeLeaderboard());
    await loadLeaderboard();
    signOutLocally();
    expect($leaderboard.get()).toBeNull();
  });
});

describe('leaderboard modal seen flags', () => {
  it('shows the invitation once per window, remembered in local storage', async () => {
    serve(makeLeaderboard());
    await loadLeaderboard();
    expect($leaderboardModal.get()).toBe('joinNew');
    dismissLeaderboardModal();
    expect($leaderboardModal.get()).toBeNull();
    expect(local.getItem('kyu:leaderboard-seen:7:joinNew:2026-03-09T00:00:00.000Z')).toBe('true');
  });

  it('shows the results first, then the invitation, then nothing', async () => {
    serve(makeLeaderboard({ assigned: true, previous: lastWeek() }));
    await loadLeaderboard();
    expect($leaderboardModal.get()).toBe('results');
    dismissLeaderboardModal();
    expect($leaderboardModal.get()).toBe('joinNew');
    dismissLeaderboardModal();
    expect($leaderboardModal.get()).toBeNull();
  });
});
