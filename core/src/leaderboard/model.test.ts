import { makeLeaderboard, makeLeagueStudent, makeStanding } from '@kyu/test-support/data';
import { describe, expect, it } from 'vitest';
import type { PreviousLeague } from '../contract';
import {
  chooseLeaderboardModal,
  ordinal,
  previousResult,
  rankChange,
  studentName,
  timeLeft,
  zonesOf,
  type LeaderboardModal,
} from './model';

const previous = (overrides: Partial<PreviousLeague> = {}): PreviousLeague => ({
  ...makeStanding({ start_date: '2026-02-23T00:00:00.000Z', end_date: '2026-03-02T00:00:00.000Z' }),
  outcome: 'stayed',
  ...overrides,
});

/** Seen flags as local storage keeps them: modal and window start. */
const seen =
  (...flags: [LeaderboardModal, string][]) =>
  (modal: LeaderboardModal, start: string) =>
    flags.some(([m, s]) => m === modal && s === start);

const THIS_WEEK = '2026-03-02T00:00:00.000Z';
const NEXT_WEEK = '2026-03-09T00:00:00.000Z';

describe('leaderboard modal (overview §4)', () => {
  it("with a previous league and one in progress, shows 'results' when not seen this window", () => {
    const board = makeLeaderboard({ previous: previous(), assigned: true });
    expect(chooseLeaderboardModal(board, seen())).toBe('results');
    // Results seen in an older window do not count for this one.
    expect(chooseLeaderboardModal(board, seen(['results', '2026-02-23T00:00:00.000Z']))).toBe(
      'results',
    );
  });

  it("with a previous league and one in progress, shows 'joinNew' once the results were seen", () => {
    const board = makeLeaderboard({ previous: previous() });
    expect(chooseLeaderboardModal(board, seen(['results', THIS_WEEK]))).toBe('joinNew');
    expect(
      chooseLeaderboardModal(board, seen(['results', THIS_WEEK], ['joinNew', NEXT_WEEK])),
    ).toBeNull();
  });

  it("with no previous league, shows 'joinNew' when in progress, not assigned and the next window is unseen", () => {
    expect(chooseLeaderboardModal(makeLeaderboard(), seen())).toBe('joinNew');
    expect(chooseLeaderboardModal(makeLeaderboard(), seen(['joinNew', NEXT_WEEK]))).toBeNull();
    expect(chooseLeaderboardModal(makeLeaderboard({ assigned: true }), seen())).toBeNull();
  });

  it('shows no modal when no league is in progress or leagues are off', () => {
    expect(chooseLeaderboardModal(makeLeaderboard({ in_progress: false }), seen())).toBeNull();
    const off = makeLeaderboard({ enabled: false, previous: previous() });
    expect(chooseLeaderboardModal(off, seen())).toBeNull();
  });
});

describe('promotion and demotion zones', () => {
  const ranked = (...ranks: number[]) => ranks.map((rank) => makeLeagueStudent({ rank }));

  it('puts ranks within promote_count in promotion and the last demote_count in demotion', () => {
    const standing = makeStanding({
      students: ranked(1, 2, 3, 4, 5, 6),
      promote_count: 2,
      demote_count: 1,
    });
    expect(zonesOf(standing)).toEqual(['promotion', 'promotion', null, null, null, 'demotion']);
  });

  it('gives students tied at a boundary the kinder side: all up, none down', () => {
    const standing = makeStanding({
      students: ranked(1, 2, 2, 4, 5, 5),
      promote_count: 2,
      demote_count: 1,
    });
    expect(zonesOf(standing)).toEqual(['promotion', 'promotion', 'promotion', null, null, null]);
  });

  it('moves one up and one down in a group of two, and both up when they tie', () => {
    const apart = makeStanding({ students: ranked(1, 2), promote_count: 1, demote_count: 1 });
    expect(zonesOf(apart)).toEqual(['promotion', 'demotion']);
    const tied = makeStanding({ students: ranked(1, 1), promote_count: 1, demote_count: 1 });
    expect(zonesOf(tied)).toEqual(['promotion', 'promotion']);
  });
});

describe('league words', () => {
  it('writes ordinals the English way', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });

  it('names a student by pseudonym alone, or first name and last initial', () => {
    expect(studentName({ first_name: 'Clever Fox', last_name: '' })).toBe('Clever Fox');
    expect(studentName({ first_name: 'Ada', last_name: 'L' })).toBe('Ada L');
  });

  it("counts down to the week's end in days and hours", () => {
    const now = Date.parse('2026-03-05T20:30:00.000Z');
    expect(timeLeft(NEXT_WEEK, now)).toBe('3 days 3 hours left');
    expect(timeLeft(NEXT_WEEK, Date.parse('2026-03-08T22:59:00.000Z'))).toBe('1 hour left');
    expect(timeLeft(NEXT_WEEK, Date.parse('2026-03-08T23:59:00.000Z'))).toBe('Under an hour left');
    expect(timeLeft(NEXT_WEEK, Date.parse(NEXT_WEEK))).toBe('The week has ended');
  });

  it("says last week's result with the tier it led to", () => {
    expect(previousResult(previous({ rank: 2, outcome: 'promoted' }))).toBe(
      'You finished 2nd in Bronze and moved up to Silver.',
    );
    expect(previousResult(previous({ league: 3, rank: 30, outcome: 'demoted' }))).toBe(
      'You finished 30th in Gold and moved down to Silver.',
    );
    expect(previousResult(previous({ league: 2, rank: 9 }))).toBe(
      'You finished 9th in Silver and stayed in Silver.',
    );
  });

  it('announces a rank change, and nothing when the rank is unchanged or unknown', () => {
    expect(rankChange(5, 3)).toBe('You moved up to 3rd place.');
    expect(rankChange(3, 4)).toBe('You moved down to 4th place.');
    expect(rankChange(3, 3)).toBeNull();
    expect(rankChange(null, 3)).toBeNull();
  });
});
