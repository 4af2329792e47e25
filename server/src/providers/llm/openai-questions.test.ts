import { describe, expect, it } from 'vitest';
import { parseGenerated } from './openai-questions';

describe('reading the model’s generated questions', () => {
  it('makes numeric questions of number answers and short-text ones of words', () => {
    const content =
      'Here: {"questions":[{"text":"How long is the Nile?","answer":"6650","explanation":"x"},' +
      '{"text":"Where do rivers flow?","answer":"the ocean"}]}';
    const made = parseGenerated(content, 5);
    expect(made.map((q) => q.answer)).toEqual([
      { kind: 'numeric', value: 6650, tolerance: 0, unit: null, accepted_units: [] },
      { kind: 'text', accepted: ['the ocean'], case_sensitive: false, ignore_spacing: false },
    ]);
  });

  it('fails, saying so, when the answer holds no usable question', () => {
    expect(() => parseGenerated('no json here', 2)).toThrow(/other than the questions/);
    expect(() => parseGenerated('{"questions":[{"text":""}]}', 2)).toThrow(/no usable question/);
  });
});
