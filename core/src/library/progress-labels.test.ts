import { describe, expect, it } from 'vitest';
import { levelLabel, streakLabel } from './progress-labels';

describe('progress labels', () => {
  it('names the level and the XP toward the next one', () => {
    expect(levelLabel({ level: 2, xp: 150, next_level_xp: 200 })).toBe('Level 2: 150 of 200 XP');
  });

  it('counts the streak, and asks to start one when there is none', () => {
    expect(streakLabel({ active: true, days: 3 })).toBe('3-day streak');
    expect(streakLabel({ active: false, days: 2 })).toBe(
      '2-day streak: practise today to keep it going',
    );
    expect(streakLabel({ active: false, days: 0 })).toBe('Practise today to start a streak');
  });
});
