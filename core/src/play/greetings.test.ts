import { beforeEach, describe, expect, it } from 'vitest';
import { resetCore } from '../testing/reset';
import {
  companionIntroSeen,
  markCompanionIntroSeen,
  markSeasonGreetingSeen,
  nextStudentModal,
  seasonGreetingSeen,
  seasonOn,
} from '.';

beforeEach(() => {
  resetCore();
});

describe('seasonal greeting', () => {
  it('names the new year window after the year it ends in, across December and January', () => {
    expect(seasonOn(new Date(2026, 11, 30))?.key).toBe('new-year-2027');
    expect(seasonOn(new Date(2027, 0, 7))?.key).toBe('new-year-2027');
    expect(seasonOn(new Date(2027, 0, 8))).toBeNull();
  });

  it('has the year-end and mid-year windows, and none between them', () => {
    expect(seasonOn(new Date(2026, 11, 1))?.key).toBe('year-end-2026');
    expect(seasonOn(new Date(2026, 5, 15))?.key).toBe('mid-year-2026');
    expect(seasonOn(new Date(2026, 2, 15))).toBeNull();
  });

  it('shows once per season and student, kept in local storage', () => {
    const season = seasonOn(new Date(2026, 5, 2))!;
    expect(seasonGreetingSeen(7, season)).toBe(false);
    markSeasonGreetingSeen(7, season);
    expect(seasonGreetingSeen(7, season)).toBe(true);
    expect(seasonGreetingSeen(8, season)).toBe(false);
    expect(seasonGreetingSeen(7, seasonOn(new Date(2027, 5, 2))!)).toBe(false);
  });
});

describe('companion intro', () => {
  it('is seen once per student on this device', () => {
    expect(companionIntroSeen(7)).toBe(false);
    markCompanionIntroSeen(7);
    expect(companionIntroSeen(7)).toBe(true);
    expect(companionIntroSeen(8)).toBe(false);
  });
});

describe('student modals', () => {
  const season = { key: 'mid-year-2026', title: 'Hi', message: 'Hello' };
  it('shows the intro first, then waiting stickers, then the season greeting, one at a time', () => {
    const state = { introSeen: false, stickersWaiting: 2, season, seasonSeen: false };
    expect(nextStudentModal(state)).toBe('intro');
    expect(nextStudentModal({ ...state, introSeen: true })).toBe('sticker');
    expect(nextStudentModal({ ...state, introSeen: true, stickersWaiting: 0 })).toBe('season');
    expect(
      nextStudentModal({ ...state, introSeen: true, stickersWaiting: 0, seasonSeen: true }),
    ).toBeNull();
    expect(
      nextStudentModal({ ...state, introSeen: true, stickersWaiting: 0, season: null }),
    ).toBeNull();
  });
});
