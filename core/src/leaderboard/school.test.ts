import { fakeFetch, on } from '@kyu/test-support/fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicLeaderboard } from '../contract';
import { resetCore } from '../testing/reset';
import {
  $schoolBoard,
  $schoolBoardError,
  NO_SCHOOL_BOARD,
  resetSchoolBoard,
  watchSchoolBoard,
} from './school';

const board = (points: number): PublicLeaderboard => ({
  school_name: 'Hillside Primary',
  start_date: '2026-03-02T00:00:00.000Z',
  end_date: '2026-03-09T00:00:00.000Z',
  students: [{ rank: 1, name: 'Clever Fox', league: 2, current_level: 4, points }],
});

beforeEach(() => {
  vi.useFakeTimers();
  resetCore();
  resetSchoolBoard();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a school's public board", () => {
  it("loads the school's board without a signed-in user, and refreshes it while shown", async () => {
    let points = 100;
    const seen = fakeFetch(
      on('GET', '/api/v1/leaderboard/school/42', () => ({ body: board(points++) })),
    );
    const stop = watchSchoolBoard(42);
    await vi.advanceTimersByTimeAsync(0);
    expect($schoolBoard.get()?.students[0]?.points).toBe(100);
    await vi.advanceTimersByTimeAsync(15_000);
    expect($schoolBoard.get()?.students[0]?.points).toBe(101);
    expect(seen.every((request) => !request.headers.has('authorization'))).toBe(true);
    stop();
  });

  it('says in words when the school has no board (unknown school, or leagues off)', async () => {
    fakeFetch();
    watchSchoolBoard(9)();
    await vi.advanceTimersByTimeAsync(0);
    expect([$schoolBoard.get(), $schoolBoardError.get()]).toEqual([null, NO_SCHOOL_BOARD]);
  });

  it("forgets one school's board when another is asked for", async () => {
    fakeFetch(on('GET', '/api/v1/leaderboard/school/1', { body: board(5) }));
    watchSchoolBoard(1)();
    await vi.advanceTimersByTimeAsync(0);
    expect($schoolBoard.get()).not.toBeNull();
    watchSchoolBoard(2)();
    expect($schoolBoard.get()).toBeNull();
  });
});
