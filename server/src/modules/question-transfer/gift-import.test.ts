import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../lib/problem';
import { fixture } from './fixtures/read';
import { readGift } from './gift-import';

describe('reading GIFT', () => {
  const { drafts, rejections } = readGift(fixture('mixed.gift'));

  it('takes each supported question with its line, type and topic', () => {
    expect(drafts.map((d) => [d.line, d.questionTypeId, d.topic, d.text])).toEqual([
      [4, 1, 'Fractions / Halves', 'What is 1/2 + 1/2?'],
      [6, 2, 'Fractions / Halves', 'Which are prime?'],
      [8, 1, 'Fractions / Halves', 'Grass is green.'],
      [10, 3, 'Fractions / Halves', 'What is pi to two places?'],
      [14, 4, 'Geography', 'The capital of France?'],
      [16, 5, 'Geography', 'Describe the water cycle.'],
    ]);
  });

  it('builds keys Kyu marks: weights make a multiple choice, T a true/false choice, # a tolerance', () => {
    expect(drafts.map((d) => d.answer)).toEqual([
      { kind: 'choice', correct: [1] },
      { kind: 'choice', correct: [1, 2] },
      { kind: 'choice', correct: [1] },
      { kind: 'numeric', value: 3.14, tolerance: 0.005, unit: null, accepted_units: [] },
      {
        kind: 'text',
        accepted: ['Paris', 'Lutetia'],
        case_sensitive: false,
        ignore_spacing: false,
      },
      {
        kind: 'rubric',
        points: [{ description: 'Answers the question fully.', marks: 1, keywords: [] }],
      },
    ]);
    expect(drafts[2]!.options.map((o) => o.text)).toEqual(['True', 'False']);
    expect(drafts[0]!.explanation).toBe('Two halves make a whole.');
  });

  it('rejects matching, part-mark, several-answer and description questions with their lines', () => {
    expect(rejections).toEqual([
      { line: 18, reason: 'Kyu has no matching questions.', text: 'Match: Match the capitals' },
      {
        line: 20,
        reason: expect.stringContaining('part marks'),
        text: 'Weighted short: Name a colour of the flag',
      },
      {
        line: 22,
        reason: expect.stringContaining('2 answers'),
        text: 'Two numbers: A square root of 4?',
      },
      { line: 24, reason: expect.stringContaining('description'), text: 'Rivers flow to the sea.' },
    ]);
  });

  it('takes a range a..b as its midpoint with half its width as the tolerance', () => {
    const [draft] = readGift('Between? {#1..5}').drafts;
    expect(draft!.answer).toMatchObject({ value: 3, tolerance: 2 });
  });

  it('numbers a question from its first line that is not a comment', () => {
    const { drafts: found } = readGift('// c\n\n// about it\nPick one {\n=a\n~b\n}\n\nNext {F}');
    expect(found.map((d) => d.line)).toEqual([4, 9]);
  });

  it('answers a syntax error as a 400 naming the file’s line', () => {
    let error: unknown;
    try {
      readGift('Fine {T}\n\n\n::Broken:: What? {=a ~b');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpProblem);
    expect(error).toMatchObject({ status: 400, detail: expect.stringContaining('line 4') });
  });
});
