import { describe, expect, it } from 'vitest';
import { QuestionType } from '../constants/practice';
import {
  AnswerFormatError,
  answerCodecs,
  groupAnswer,
  multipleChoiceAnswer,
  singleChoiceAnswer,
  textAnswer,
  type AnswerCodec,
} from './codec';

// What a student could type into any field, or send to the API directly.
const WORST = [
  '<script>alert(1)</script>',
  "'; DROP TABLE evaluations; --",
  'a,b,c',
  '{"11":"4"}',
  '"quoted"',
  'line one\nline two\r\n',
  '\u0000\u200b\u202e',
  '😀 ünïcödé ʻokina 中文',
  '\\',
  'x'.repeat(20_000),
];

const again = <T>(codec: AnswerCodec<T>, text: string | null) => codec.stringify(codec.parse(text));
const parses =
  <T>(codec: AnswerCodec<T>, text: string | null) =>
  () =>
    codec.parse(text);

describe('answer codec: every question type', () => {
  it('has one codec for each type', () => {
    expect(Object.keys(answerCodecs).map(Number)).toEqual(Object.values(QuestionType));
  });

  it('reads null and blank as no answer, and writes no answer as null', () => {
    for (const text of [null, '', '   ', '\n\t ']) {
      expect(again(singleChoiceAnswer, text)).toBeNull();
      expect(again(multipleChoiceAnswer, text)).toBeNull();
      expect(again(textAnswer, text)).toBeNull();
      expect(again(groupAnswer, text)).toBeNull();
    }
  });
});

describe('answer codec: single choice', () => {
  it('writes a single choice as its order', () => {
    expect(singleChoiceAnswer.stringify([2])).toBe('2');
  });

  it('keeps the last of several orders chosen', () => {
    expect(singleChoiceAnswer.stringify([1, 3])).toBe('3');
  });

  it('gives null when nothing is chosen', () => {
    expect(singleChoiceAnswer.stringify([])).toBeNull();
  });

  it('reads a stored order back unchanged', () => {
    for (const text of ['1', '2', '12']) {
      expect(singleChoiceAnswer.stringify(singleChoiceAnswer.parse(text))).toBe(text);
    }
    for (const value of [[], [1], [4], [99]]) {
      expect(singleChoiceAnswer.parse(singleChoiceAnswer.stringify(value))).toEqual(value);
    }
  });

  it('reads spaces around the order, leaving the count of orders to marking', () => {
    expect(singleChoiceAnswer.parse(' 2 ')).toEqual([2]);
    expect(singleChoiceAnswer.parse('1,2')).toEqual([1, 2]);
  });
});

describe('answer codec: multiple choice', () => {
  it('writes a multiple choice as its orders sorted and comma-joined', () => {
    expect(multipleChoiceAnswer.stringify([3, 1, 3])).toBe('1,3');
  });

  it('gives null when nothing is chosen', () => {
    expect(multipleChoiceAnswer.stringify([])).toBeNull();
  });

  it('reads orders in the order written, each once, without empty pieces', () => {
    expect(multipleChoiceAnswer.parse('1, 3,3')).toEqual([1, 3]);
    expect(multipleChoiceAnswer.parse('3,1')).toEqual([3, 1]);
    expect(multipleChoiceAnswer.parse(',1,,2,')).toEqual([1, 2]);
    expect(multipleChoiceAnswer.parse('01')).toEqual([1]);
  });

  it('reads a stored value back unchanged, and writes a chosen set back as itself', () => {
    for (const text of ['1', '1,3', '1,2,3,4', '2,10']) {
      expect(multipleChoiceAnswer.stringify(multipleChoiceAnswer.parse(text))).toBe(text);
    }
    for (const value of [[], [1], [1, 3], [2, 10, 11]]) {
      expect(multipleChoiceAnswer.parse(multipleChoiceAnswer.stringify(value))).toEqual(value);
    }
  });

  it('writes only whole orders from 1, each once', () => {
    expect(multipleChoiceAnswer.stringify([0, -1, 1.5, Number.NaN, 2, 2])).toBe('2');
  });

  it.each([
    ['x', '"x" is not an option number.'],
    ['1,x', '"x" is not an option number.'],
    ['1;2', '"1;2" is not an option number.'],
    ['-1', '"-1" is not an option number.'],
    ['1.5', '"1.5" is not an option number.'],
    ['１', '"１" is not an option number.'],
    ['<script>', '"<script>" is not an option number.'],
  ])('refuses %j: %s', (text, message) => {
    expect(parses(multipleChoiceAnswer, text)).toThrow(new AnswerFormatError(message));
    expect(parses(singleChoiceAnswer, text)).toThrow(AnswerFormatError);
  });

  it('refuses anything a student could type but digits and commas', () => {
    for (const text of WORST) expect(parses(multipleChoiceAnswer, text)).toThrow(AnswerFormatError);
  });
});

describe('answer codec: text answers (number, short text, open answer)', () => {
  it('keeps the text exactly as typed, spaces and all', () => {
    for (const text of [' 42 cm ', 'Photosynthesis.', '1,200', '1/2', ...WORST]) {
      expect(textAnswer.parse(text)).toBe(text);
      expect(textAnswer.stringify(textAnswer.parse(text))).toBe(text);
      expect(textAnswer.parse(textAnswer.stringify(text))).toBe(text);
    }
  });

  it('serves every written type', () => {
    expect(answerCodecs[QuestionType.numeric]).toBe(textAnswer);
    expect(answerCodecs[QuestionType.shortText]).toBe(textAnswer);
    expect(answerCodecs[QuestionType.openAnswer]).toBe(textAnswer);
  });
});

describe('answer codec: group', () => {
  it('writes the answered parts as JSON by part id', () => {
    expect(groupAnswer.stringify({ 11: '4', 12: null, 13: ' ' })).toBe('{"11":"4"}');
    expect(groupAnswer.stringify({ 11: null })).toBeNull();
  });

  it('reads the parts back, a part left null as null', () => {
    expect(groupAnswer.parse('{"11":"4","12":"1,2"}')).toEqual({ 11: '4', 12: '1,2' });
    expect(groupAnswer.parse('{"11":"4","12":null}')).toEqual({ 11: '4', 12: null });
    expect(groupAnswer.parse('{}')).toEqual({});
  });

  it('carries any part text through, separators, quotes and all', () => {
    for (const part of ['1,3', ' 42 cm ', ...WORST]) {
      const value = { 11: '2', 12: part };
      expect(groupAnswer.parse(groupAnswer.stringify(value))).toEqual(value);
      const text = JSON.stringify(value);
      expect(groupAnswer.stringify(groupAnswer.parse(text))).toBe(text);
    }
  });

  it('keeps a part named like an object property as a part', () => {
    const parts = groupAnswer.parse('{"__proto__":"1","constructor":"2"}');
    expect(Object.keys(parts)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(parts)).toBe(Object.prototype);
    expect(groupAnswer.stringify(parts)).toBe('{"__proto__":"1","constructor":"2"}');
  });

  it.each([
    ['{oops', 'A group answer must be a JSON object of part answers.'],
    ['["2"]', 'A group answer must be a JSON object of part answers.'],
    ['"2"', 'A group answer must be a JSON object of part answers.'],
    ['null', 'A group answer must be a JSON object of part answers.'],
    ['2', 'A group answer must be a JSON object of part answers.'],
    ['{"11": 2}', 'The answer to part 11 must be text.'],
    ['{"11": ["2"]}', 'The answer to part 11 must be text.'],
    ['{"11": {"x": "1"}}', 'The answer to part 11 must be text.'],
  ])('refuses %j: %s', (text, message) => {
    expect(parses(groupAnswer, text)).toThrow(new AnswerFormatError(message));
  });

  it('refuses anything a student could type but a JSON object of texts', () => {
    for (const text of WORST.filter((t) => !t.startsWith('{'))) {
      expect(parses(groupAnswer, text)).toThrow(AnswerFormatError);
    }
  });
});
