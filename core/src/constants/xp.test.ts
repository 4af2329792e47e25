import { describe, expect, it } from 'vitest';
import { levelOf, questionXp } from './xp';

describe('questionXp', () => {
  it('gives 10 for full marks and rounds partial marks up', () => {
    expect(questionXp(2, 2)).toBe(10);
    expect(questionXp(1, 3)).toBe(4);
  });

  it('gives nothing for no marks or a question without marks', () => {
    expect(questionXp(0, 4)).toBe(0);
    expect(questionXp(1, 0)).toBe(0);
  });

  it('never pays more than full marks', () => {
    expect(questionXp(9, 2)).toBe(10);
  });
});

describe('levelOf', () => {
  it('starts at level 1 with the next level at 100', () => {
    expect(levelOf(0)).toEqual({ xp: 0, level: 1, current_level_base_xp: 0, next_level_xp: 100 });
  });

  it('reaches a level exactly at its base', () => {
    expect(levelOf(300)).toMatchObject({
      level: 3,
      current_level_base_xp: 300,
      next_level_xp: 600,
    });
    expect(levelOf(299).level).toBe(2);
  });
});
