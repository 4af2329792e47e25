import { describe, expect, it } from 'vitest';
import { attemptXp, levelOf, questionXp } from './xp';

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

describe('attemptXp', () => {
  const q = (marksGiven: number, maxMarks: number, shownBefore = 0) => ({
    marksGiven,
    maxMarks,
    shownBefore,
  });

  it('pays each question and the quiz bonus on a first attempt with marks', () => {
    expect(
      attemptXp({ questions: [q(1, 1), q(1, 3)], isReview: false, quizPaidBefore: false }),
    ).toEqual({ questions: 14, bonus: 20, total: 34 });
  });

  it('pays nothing, not even the bonus, for an attempt without marks', () => {
    expect(
      attemptXp({ questions: [q(0, 1), q(0, 2)], isReview: false, quizPaidBefore: false }),
    ).toEqual({ questions: 0, bonus: 0, total: 0 });
    expect(attemptXp({ questions: [], isReview: false, quizPaidBefore: false }).total).toBe(0);
  });

  it('pays a repeated question only for marks beyond the best shown before', () => {
    expect(
      attemptXp({ questions: [q(2, 2, 10), q(2, 3, 4)], isReview: false, quizPaidBefore: true }),
    ).toEqual({ questions: 3, bonus: 0, total: 3 });
  });

  it('pays no bonus when nothing new was earned, even on a quiz never paid before', () => {
    expect(
      attemptXp({ questions: [q(1, 1, 10)], isReview: false, quizPaidBefore: false }).total,
    ).toBe(0);
  });

  it('pays nothing for a review', () => {
    expect(attemptXp({ questions: [q(1, 1)], isReview: true, quizPaidBefore: false }).total).toBe(
      0,
    );
  });
});
