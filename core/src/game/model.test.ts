import { describe, expect, it } from 'vitest';
import { makeMarked } from '@kyu/test-support/data';
import { GAME_SECONDS, gameScore, gameSecondsLeft, isRoundOver, nextPosition } from '.';

const questions = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('game rules', () => {
  it('lasts 60 seconds, counted down in whole seconds and never below 0', () => {
    expect(GAME_SECONDS).toBe(60);
    expect(gameSecondsLeft(60_000, 0)).toBe(60);
    expect(gameSecondsLeft(60_000, 59_001)).toBe(1);
    expect(gameSecondsLeft(60_000, 60_000)).toBe(0);
    expect(gameSecondsLeft(60_000, 90_000)).toBe(0);
  });

  it('scores the marked questions and those with full marks', () => {
    expect(gameScore({})).toEqual({ marked: 0, correct: 0 });
    expect(gameScore({ 1: makeMarked(1, true), 2: makeMarked(2, false) })).toEqual({
      marked: 2,
      correct: 1,
    });
  });

  it('ends the round when the time is up or every question is marked', () => {
    expect(isRoundOver(10, questions, { 1: makeMarked(1, true) })).toBe(false);
    expect(isRoundOver(0, questions, {})).toBe(true);
    const all = { 1: makeMarked(1, true), 2: makeMarked(2, false), 3: makeMarked(3, true) };
    expect(isRoundOver(10, questions, all)).toBe(true);
    expect(isRoundOver(10, [], {})).toBe(false);
  });

  it('moves to the next unmarked question, wrapping round to one skipped earlier', () => {
    expect(nextPosition(questions, {}, 0)).toBe(1);
    expect(nextPosition(questions, { 2: makeMarked(2, true) }, 0)).toBe(2);
    expect(nextPosition(questions, { 1: makeMarked(1, true) }, 2)).toBe(1);
    const others = { 1: makeMarked(1, true), 3: makeMarked(3, true) };
    expect(nextPosition(questions, others, 1)).toBe(1);
  });
});
