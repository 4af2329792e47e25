import { describe, expect, it } from 'vitest';
import type { AnswerKey } from '@kyu/core/contract';
import { MarkingInputError } from './outcome';
import { scoreAnswer } from './score';
import { question } from './test-factories';

const multiple = question({
  question_type_id: 2,
  marks: 2,
  answer: { kind: 'choice', correct: [1, 3] },
});

const numeric = (key: Partial<Extract<AnswerKey, { kind: 'numeric' }>> = {}) =>
  question({
    question_type_id: 3,
    marks: 2,
    options: [],
    answer: { kind: 'numeric', value: 42, tolerance: 0, unit: 'cm', accepted_units: [], ...key },
  });

const text = (key: Partial<Extract<AnswerKey, { kind: 'text' }>> = {}) =>
  question({
    question_type_id: 4,
    options: [],
    answer: {
      kind: 'text',
      accepted: ['Photosynthesis'],
      case_sensitive: false,
      ignore_spacing: false,
      ...key,
    },
  });

describe('marking: scoreAnswer', () => {
  describe('single choice', () => {
    it.each([
      ['2', 1, 'Correct!'],
      [' 2 ', 1, 'Correct!'],
      ['3', 0, 'The answer is option 2 (Paris).'],
    ])('gives %j %d marks', (value, marks, feedback) => {
      const result = scoreAnswer(question(), value);
      expect(result).toMatchObject({ marks_given: marks, max_marks: 1, feedback });
      expect(result.is_full_marks).toBe(marks === 1);
      expect(result.needs_review).toBe(false);
    });

    it.each([
      ['7', "Option 7 is not one of this question's options."],
      ['0', "Option 0 is not one of this question's options."],
      ['two', '"two" is not an option number.'],
      ['1,2', 'Choose only one option.'],
    ])('rejects %j as input the question cannot take', (value, message) => {
      expect(() => scoreAnswer(question(), value)).toThrow(new MarkingInputError(message));
    });
  });

  describe('multiple choice', () => {
    it.each([
      ['1,3', 2],
      ['3, 1', 2],
      ['1, 3, 3, 1', 2],
      ['1', 1],
      ['1,2', 0],
      ['1,3,2', 1],
      ['2,4', 0],
      ['1,2,4', 0],
    ])('gives %j %d of 2 marks', (value, marks) => {
      expect(scoreAnswer(multiple, value).marks_given).toBe(marks);
    });

    it('rounds partial credit to two decimals', () => {
      const three = question({
        question_type_id: 2,
        marks: 2,
        answer: { kind: 'choice', correct: [1, 2, 3] },
      });
      expect(scoreAnswer(three, '1').marks_given).toBe(0.67);
      expect(scoreAnswer(three, '1,2').marks_given).toBe(1.33);
    });

    it('names the right options when some are missed', () => {
      const result = scoreAnswer(multiple, '1,2');
      expect(result.is_full_marks).toBe(false);
      expect(result.feedback).toContain('The answers are option 1 (Berlin) and option 3 (Rome).');
      expect(result.rationale).toBe(
        '1 right and 1 wrong picks of 2 correct options: 2 × max(0, (1 − 1) / 2) = 0.',
      );
    });

    it('rejects an option the question lacks', () => {
      expect(() => scoreAnswer(multiple, '1,7')).toThrow(MarkingInputError);
      expect(() => scoreAnswer(multiple, '1,7')).toThrow(
        "Option 7 is not one of this question's options.",
      );
    });
  });

  describe('numeric', () => {
    it.each([
      ['42', {}, 2],
      ['42 cm', {}, 2],
      ['42cm', {}, 2],
      ['42 CM.', {}, 2],
      ['42.0', {}, 2],
      ['+42', {}, 2],
      ['42.1', {}, 0],
      ['42.5', { tolerance: 0.5 }, 2],
      ['41.5 cm', { tolerance: 0.5 }, 2],
      ['42.51', { tolerance: 0.5 }, 0],
      ['0.3', { value: 0.1 + 0.2 }, 2],
      ['0.30000001', { value: 0.3 }, 0],
      ['1,200', { value: 1200 }, 2],
      ['1,200.5 cm', { value: 1200.5 }, 2],
      ['-2', { value: -2 }, 2],
      ['\u22122', { value: -2 }, 2],
      ['2', { value: -2 }, 0],
      ['1/2', { value: 0.5 }, 2],
      ['-3/4', { value: -0.75 }, 2],
      ['2 1/2', { value: 2.5 }, 2],
      ['.5', { value: 0.5 }, 2],
      ['42 centimetres', { accepted_units: ['centimetres', 'centimeters'] }, 2],
      ['£5', { value: 5, unit: '£' }, 2],
      ['5', { value: 5, unit: null }, 2],
    ])('gives %j against %j %d marks', (value, key, marks) => {
      expect(scoreAnswer(numeric(key), value).marks_given).toBe(marks);
    });

    it('reads a hostile answer of 100,000 digits, or of spaces before a full stop, in one pass', () => {
      expect(scoreAnswer(numeric(), `${'4'.repeat(100_000)}x`).marks_given).toBe(0);
      expect(scoreAnswer(numeric(), `42${' 1'.repeat(50_000)}`).marks_given).toBe(0);
      expect(scoreAnswer(text(), `Photosynthesis${'\u00a0'.repeat(100_000)}.`).marks_given).toBe(1);
    });

    it('says what the answer is when it is wrong', () => {
      expect(scoreAnswer(numeric(), '41').feedback).toBe('The answer is 42 cm.');
      expect(scoreAnswer(numeric({ tolerance: 0.5 }), '41').feedback).toBe(
        'The answer is 42 cm (anything from 41.5 to 42.5 counts).',
      );
    });

    it('marks a unit the question does not accept wrong and names the expected one', () => {
      const result = scoreAnswer(numeric(), '42 kg');
      expect(result.marks_given).toBe(0);
      expect(result.feedback).toBe('The answer is in cm, not kg. The answer is 42 cm.');
    });

    it('marks words after a number wrong when the question has no unit', () => {
      expect(scoreAnswer(numeric({ unit: null }), '42 or 43')).toMatchObject({
        marks_given: 0,
        feedback: 'Write just the number. The answer is 42.',
      });
    });

    it('accepts a word naming the things counted when the question has no unit', () => {
      expect(scoreAnswer(numeric({ unit: null }), '42 apples').marks_given).toBe(2);
    });

    it('gives no marks when no number can be read', () => {
      expect(scoreAnswer(numeric(), 'forty-two').feedback).toBe(
        'We couldn\'t read a number in "forty-two". The answer is 42 cm.',
      );
    });
  });

  describe('short text', () => {
    it.each([
      ['Photosynthesis', {}, 1],
      ['  photosynthesis  ', {}, 1],
      ['PHOTOSYNTHESIS.', {}, 1],
      ['photosynthesis', { case_sensitive: true }, 0],
      ['Photosynthesis', { case_sensitive: true }, 1],
      ['photo synthesis', {}, 0],
      ['photo synthesis', { ignore_spacing: true }, 1],
      ['the   water\tcycle', { accepted: ['The water cycle'] }, 1],
      ['the water cycle', { accepted: ['Thewatercycle'] }, 0],
      ['don\u2019t', { accepted: ["don't"] }, 1],
      ['respiration', { accepted: ['photosynthesis', 'respiration'] }, 1],
      ['photosynthesis..', {}, 0],
    ])('gives %j against %j %d marks', (value, key, marks) => {
      expect(scoreAnswer(text(key), value).marks_given).toBe(marks);
    });

    it('says what the answer is when it is wrong', () => {
      expect(scoreAnswer(text(), 'respiration').feedback).toBe('The answer is "Photosynthesis".');
    });
  });

  describe('no answer', () => {
    it.each([
      [question(), null],
      [question(), '   '],
      [multiple, ''],
      [numeric(), null],
      [text(), ' '],
    ])('gives 0 marks and says so (%#)', (q, value) => {
      expect(scoreAnswer(q, value)).toMatchObject({
        marks_given: 0,
        max_marks: q.marks,
        is_full_marks: false,
        feedback: 'No answer given.',
        needs_review: false,
      });
    });

    it('gives a question worth nothing full marks for nothing', () => {
      expect(scoreAnswer(question({ marks: 0 }), null).is_full_marks).toBe(true);
    });
  });

  describe('group', () => {
    const group = question({
      id: 10,
      question_type_id: 6,
      marks: 5,
      options: [],
      answer: { kind: 'group' },
      sub_questions: [question({ id: 11 }), { ...multiple, id: 12 }, { ...numeric(), id: 13 }],
    });

    it('sums the marks of its parts and lists them in its feedback', () => {
      const result = scoreAnswer(group, JSON.stringify({ 11: '2', 12: '1', 13: '41 cm' }));
      expect(result).toMatchObject({ marks_given: 2, max_marks: 5, is_full_marks: false });
      expect(result.feedback).toBe(
        [
          'Part 1 (1 of 1 mark): Correct!',
          'Part 2 (1 of 2 marks): You found 1 of the 2 right options. The answers are option 1 (Berlin) and option 3 (Rome).',
          'Part 3 (0 of 2 marks): The answer is 42 cm.',
        ].join('\n'),
      );
    });

    it('gives full marks when every part is right', () => {
      const result = scoreAnswer(group, JSON.stringify({ 11: '2', 12: '3,1', 13: '42' }));
      expect(result).toMatchObject({ marks_given: 5, is_full_marks: true });
    });

    it('treats a part left out or null as unanswered', () => {
      const result = scoreAnswer(group, JSON.stringify({ 11: '2', 12: null }));
      expect(result.marks_given).toBe(1);
      expect(result.feedback).toContain('Part 2 (0 of 2 marks): No answer given.');
      expect(result.feedback).toContain('Part 3 (0 of 2 marks): No answer given.');
    });

    it('gives 0 marks for no answer at all', () => {
      expect(scoreAnswer(group, null)).toMatchObject({ marks_given: 0, max_marks: 5 });
    });

    it.each([
      ['not json', 'A group answer must be a JSON object of part answers.'],
      ['["2"]', 'A group answer must be a JSON object of part answers.'],
      ['{"99": "1"}', "Part 99 is not one of this question's parts."],
      ['{"11": 2}', 'The answer to part 11 must be text.'],
      ['{"11": "7"}', "Option 7 is not one of this question's options."],
    ])('rejects %j', (value, message) => {
      expect(() => scoreAnswer(group, value)).toThrow(new MarkingInputError(message));
    });
  });

  it('leaves open answers to markAnswer', () => {
    const open = question({
      question_type_id: 5,
      answer: { kind: 'rubric', points: [{ description: 'x', marks: 1, keywords: [] }] },
    });
    expect(() => scoreAnswer(open, 'anything')).toThrow(/markAnswer/);
  });
});
