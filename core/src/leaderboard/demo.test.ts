import { describe, expect, it } from 'vitest';
import { DEMO_NEXT_LEVEL_XP, demoLeaderboard, rankByPoints } from './demo';

describe('demo leaderboard (overview §9)', () => {
  const now = Date.parse('2026-03-05T12:00:00.000Z'); // a Thursday

  it('runs over a 7-day window, Monday to Monday, containing now', () => {
    const { board } = demoLeaderboard(now);
    expect([board.start_date, board.end_date]).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-09T00:00:00.000Z',
    ]);
    expect(board.current?.end_date).toBe(board.end_date);
  });

  it("puts the demo XP's next level at 1000", () => {
    expect(demoLeaderboard(now).xp.next_level_xp).toBe(1000);
    expect(DEMO_NEXT_LEVEL_XP).toBe(1000);
  });

  it('shows the visitor in a ranked group under pseudonyms, with zones', () => {
    const current = demoLeaderboard(now).board.current;
    const you = current?.students.filter((row) => row.is_you);
    expect(you?.map((row) => [row.first_name, row.rank])).toEqual([['Clever Fox', 4]]);
    expect(current?.rank).toBe(4);
    expect(current?.students.every((row) => row.last_name === '' && !row.profile_pic)).toBe(true);
    expect([current?.promote_count, current?.demote_count]).toEqual([2, 0]);
  });

  it('ranks tied points alike, as rank() does', () => {
    expect(rankByPoints([30, 20, 20, 10])).toEqual([1, 2, 2, 4]);
  });
});
