import { describe, expect, it } from 'vitest';
import { leagueMoves } from './play';

describe('leagueMoves', () => {
  it('moves the top and bottom fifth of a full group', () => {
    expect(leagueMoves(30, 2)).toEqual({ promote: 6, demote: 6 });
  });

  it('moves one up and one down in a group of two, so a small class still races', () => {
    expect(leagueMoves(2, 2)).toEqual({ promote: 1, demote: 1 });
  });

  it('leaves a student alone in a group where they are', () => {
    expect(leagueMoves(1, 2)).toEqual({ promote: 0, demote: 0 });
  });

  it('promotes nobody above Gold and demotes nobody below Bronze', () => {
    expect(leagueMoves(10, 3).promote).toBe(0);
    expect(leagueMoves(10, 1).demote).toBe(0);
  });
});
