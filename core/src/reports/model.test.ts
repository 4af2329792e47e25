import { describe, expect, it } from 'vitest';
import type { StudentPerformance } from '../contract';
import {
  compareWeeks,
  comparisonSummary,
  difficultyBars,
  topicsByMastery,
  topWrongQuestions,
  windowDays,
} from './model';

const week = (w: string, score_percent: number | null) => ({ week: w, answered: 1, score_percent });
const student = (id: number, easy: number, medium: number, hard: number): StudentPerformance => ({
  student_id: id,
  name: `Pupil ${id}`,
  answered: easy + medium + hard,
  correct: 0,
  score_percent: null,
  easy: { answered: easy, correct: 0 },
  medium: { answered: medium, correct: 0 },
  hard: { answered: hard, correct: 0 },
});

describe('report charts', () => {
  it('merges class and school by week, with null where a side marked nothing', () => {
    expect(
      compareWeeks([week('2026-01-12', 80)], [week('2026-01-05', 60), week('2026-01-12', 70)]),
    ).toEqual([
      { week: '2026-01-05', class_percent: null, school_percent: 60 },
      { week: '2026-01-12', class_percent: 80, school_percent: 70 },
    ]);
  });

  it('says the last week of the comparison in words, or that nothing was marked', () => {
    expect(
      comparisonSummary([{ week: '2026-01-12', class_percent: 80.4, school_percent: 70 }]),
    ).toBe("1 week; in the week of 12 Jan 2026 the class scored 80% against the school's 70%.");
    expect(comparisonSummary([])).toBe('No answers were marked in this window.');
  });

  it('puts the least mastered topics first and unanswered ones last', () => {
    const topic = (id: number, mastery_percent: number | null) => ({
      topic_id: id,
      topic_name: `T${id}`,
      answered: 1,
      mastery_percent,
    });
    expect(
      topicsByMastery([topic(1, null), topic(2, 90), topic(3, 20)]).map((t) => t.topic_id),
    ).toEqual([3, 2, 1]);
  });

  it('keeps the most missed questions, most missed first', () => {
    const q = (id: number, wrong_percent: number) => ({
      question_id: id,
      excerpt: '',
      answered: 4,
      wrong_percent,
      student_ids: [1],
    });
    expect(topWrongQuestions([q(1, 50), q(2, 100), q(3, 75)], 2).map((x) => x.question_id)).toEqual(
      [2, 3],
    );
  });

  it('stacks each student’s answers by difficulty, busiest first', () => {
    expect(difficultyBars([student(1, 1, 0, 0), student(2, 2, 1, 1)])).toEqual([
      { student_id: 2, name: 'Pupil 2', easy: 2, medium: 1, hard: 1 },
      { student_id: 1, name: 'Pupil 1', easy: 1, medium: 0, hard: 0 },
    ]);
  });

  it('turns a window choice into calendar days ending today', () => {
    const today = new Date('2026-03-01T12:00:00Z');
    expect(windowDays('4w', today)).toEqual({ start: '2026-02-01', end: '2026-03-01' });
    expect(windowDays('all', today)).toEqual({});
  });
});
