import { describe, expect, it } from 'vitest';
import { formatMarks, markOf, marksWord, scoreOf } from './model';

describe('formatMarks', () => {
  it('writes whole numbers as they are', () => {
    expect(formatMarks(0)).toBe('0');
    expect(formatMarks(2)).toBe('2');
    expect(formatMarks(12)).toBe('12');
  });

  it('writes a stored multiple-choice partial mark as the fraction it stands for', () => {
    // (right − wrong) ÷ right of 2 marks with 3 right options, 2 picked: 1⅓, stored as 1.33.
    expect(formatMarks(1.33)).toBe('1⅓');
    expect(formatMarks(0.67)).toBe('⅔');
    expect(formatMarks(0.5)).toBe('½');
    expect(formatMarks(2.75)).toBe('2¾');
    expect(formatMarks(0.25)).toBe('¼');
    expect(formatMarks(0.83)).toBe('⅚');
    expect(formatMarks(0.38)).toBe('⅜');
  });

  it('reads a total of rounded thirds as the whole number it is', () => {
    expect(formatMarks(0.33 + 0.33 + 0.33)).toBe('1');
    expect(formatMarks(1.99)).toBe('2');
    expect(formatMarks(0.33 * 5)).toBe('1⅔');
  });

  it('writes fifths, tenths and anything else to one decimal', () => {
    expect(formatMarks(0.4)).toBe('0.4');
    expect(formatMarks(0.6)).toBe('0.6');
    expect(formatMarks(1.2)).toBe('1.2');
    expect(formatMarks(1.7)).toBe('1.7');
    expect(formatMarks(1.3)).toBe('1.3');
    expect(formatMarks(0.1)).toBe('0.1');
  });

  it('never rounds a mark short of full up to a whole number', () => {
    expect(formatMarks(2.96)).toBe('2.96');
  });

  it('writes nonsense as 0 and a negative as negative', () => {
    expect(formatMarks(Number.NaN)).toBe('0');
    expect(formatMarks(-0.5)).toBe('−½');
    expect(formatMarks(-0.001)).toBe('0');
  });
});

describe('mark labels', () => {
  it('agree in number with the mark shown', () => {
    expect(marksWord(1)).toBe('1 mark');
    expect(marksWord(0.5)).toBe('½ mark');
    expect(marksWord(1.33)).toBe('1⅓ marks');
    expect(marksWord(0)).toBe('0 marks');
  });

  it('put a question’s mark and an attempt’s total over their maximum', () => {
    expect(markOf(1.33, 2)).toBe('1⅓ of 2 marks');
    expect(markOf(1, 1)).toBe('1 of 1 mark');
    expect(scoreOf(2.33, 3)).toBe('2⅓ out of 3 marks');
    expect(scoreOf(0, 3)).toBe('0 out of 3 marks');
  });
});
