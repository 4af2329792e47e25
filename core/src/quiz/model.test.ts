import { describe, expect, it } from 'vitest';
import {
  chosenOptions,
  endSubmission,
  groupParts,
  isAnswered,
  mergeMarked,
  quizProgress,
  remainingSeconds,
  scorePercent,
  startSubmission,
  toggleOption,
  unansweredPositions,
  withPart,
  xpNote,
} from './model';
import {
  makeAttempt,
  makeEvaluation,
  makeMarked,
  makeStudentQuestion,
} from '@kyu/test-support/data';

describe('option answers', () => {
  it('reads the orders back from a value', () => {
    expect(chosenOptions('1,3')).toEqual([1, 3]);
    expect(chosenOptions(null)).toEqual([]);
    expect(chosenOptions('x')).toEqual([]);
  });

  it('toggles an option of a multiple choice and replaces that of a single one', () => {
    expect(toggleOption('1,3', 3, true)).toBe('1');
    expect(toggleOption('1', 2, true)).toBe('1,2');
    expect(toggleOption('1', 1, true)).toBeNull();
    expect(toggleOption('1', 2, false)).toBe('2');
  });

  it('toggles from an unreadable value as from none', () => {
    expect(toggleOption('1,x', 2, true)).toBe('2');
  });
});

describe('group answers', () => {
  it('reads the parts back, and none from an unreadable value', () => {
    expect(groupParts('{"11":"4","12":"1,2"}')).toEqual({ 11: '4', 12: '1,2' });
    expect(groupParts('[1]')).toEqual({});
    expect(groupParts('{oops')).toEqual({});
  });

  it('replaces one part and keeps the others', () => {
    expect(withPart('{"11":"4","12":"1"}', 12, '1,2')).toBe('{"11":"4","12":"1,2"}');
    expect(withPart(null, 11, '4')).toBe('{"11":"4"}');
  });

  it('drops a part cleared or left blank, and the whole value with the last part', () => {
    expect(withPart('{"11":"4","12":"1"}', 12, '  ')).toBe('{"11":"4"}');
    expect(withPart('{"11":"4"}', 11, null)).toBeNull();
  });
});

describe('isAnswered', () => {
  const group = makeStudentQuestion({
    question_type_id: 6,
    sub_questions: [makeStudentQuestion({ id: 11 }), makeStudentQuestion({ id: 12 })],
  });

  it('returns false when the value is null or blank', () => {
    expect(isAnswered(makeStudentQuestion(), null)).toBe(false);
    expect(isAnswered(makeStudentQuestion(), '  ')).toBe(false);
  });

  it('returns true for any value of a plain question', () => {
    expect(isAnswered(makeStudentQuestion({ question_type_id: 4 }), 'four')).toBe(true);
  });

  it('counts a group as answered only when every part is', () => {
    expect(isAnswered(group, '{"11":"4"}')).toBe(false);
    expect(isAnswered(group, '{"11":"4","12":"2"}')).toBe(true);
  });
});

describe('progress and time', () => {
  it('counts the answered questions of the quiz', () => {
    const [a, b, c] = [makeStudentQuestion(), makeStudentQuestion(), makeStudentQuestion()];
    expect(quizProgress([a, b, c], { [a.id]: '1', [b.id]: null })).toEqual({
      answered: 1,
      total: 3,
    });
  });

  it('gives the whole seconds left, never below 0, and null when untimed', () => {
    const now = Date.parse('2026-01-05T09:00:00.000Z');
    expect(remainingSeconds('2026-01-05T09:01:00.000Z', now + 500)).toBe(60);
    expect(remainingSeconds('2026-01-05T08:59:00.000Z', now)).toBe(0);
    expect(remainingSeconds(null, now)).toBeNull();
  });

  it('gives the score as a rounded percentage', () => {
    expect(scorePercent({ total_score: 2, max_score: 3 })).toBe(67);
    expect(scorePercent({ total_score: 0, max_score: 0 })).toBe(0);
  });
});

describe('submission and marks', () => {
  it('keeps a question in submission until its marked evaluation returns', () => {
    const during = startSubmission(new Set([1]), [2, 3]);
    expect([...during]).toEqual([1, 2, 3]);
    expect([...endSubmission(during, 2)]).toEqual([1, 3]);
    expect(endSubmission(during, 9)).toBe(during);
  });

  it('merges only marked evaluations, the newest winning', () => {
    const older = makeMarked(5, false, { updated_at: '2026-01-05T09:00:00.000Z' });
    const newer = makeMarked(5, true, { updated_at: '2026-01-05T09:10:00.000Z' });
    const merged = mergeMarked({ 5: newer }, [older, makeEvaluation(6)]);
    expect(merged).toEqual({ 5: newer });
  });
});

describe('finishing', () => {
  it('finds the questions not answered yet, a half-answered group among them', () => {
    const group = makeStudentQuestion({
      question_type_id: 6,
      sub_questions: [makeStudentQuestion({ id: 71 }), makeStudentQuestion({ id: 72 })],
    });
    const [a, b, c] = [makeStudentQuestion(), makeStudentQuestion(), makeStudentQuestion()];
    const answers = { [a.id]: '1', [c.id]: '  ', [group.id]: JSON.stringify({ 71: '2' }) };
    expect(unansweredPositions([a, b, group, c], answers)).toEqual([1, 2, 3]);
    expect(unansweredPositions([a], answers)).toEqual([]);
  });

  it('shows only XP the server granted, and says why when there is none', () => {
    const graded = makeAttempt({ grading_completed: true, max_score: 3 });
    expect(xpNote({ ...graded, xp_collected: 30, total_score: 1 })).toBe('+30 XP earned');
    expect(xpNote({ ...graded, total_score: 0 })).toBe(
      'No XP this time: XP comes from the marks you earn.',
    );
    expect(xpNote({ ...graded, total_score: 2 })).toBe(
      'No new XP: each mark pays XP once, up to 500 XP a day.',
    );
    expect(xpNote({ ...graded, is_review: true, total_score: 2 })).toBeNull();
    expect(xpNote({ ...graded, student_id: null, total_score: 2 })).toBeNull();
  });
});
