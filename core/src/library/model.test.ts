import { describe, expect, it } from 'vitest';
import { QuizType } from '../constants/practice';
import {
  continuePath,
  groupByCourse,
  openRevisions,
  progressLabel,
  questionPreview,
  quizDetails,
  quizKindLabel,
  quizPath,
  quizzesInProgress,
  sortQuizzes,
} from './model';
import { makeQuizSummary as quiz, makeRevisionItem } from '@kyu/test-support/data';

const mock = (overrides = {}) =>
  quiz({
    title: 'Year 5 Maths mock exam',
    quiz_type_id: QuizType.exam,
    time_limit: 1800,
    ...overrides,
  });
const weekly = (overrides = {}) =>
  quiz({ title: 'Weekly practice', quiz_type_id: QuizType.independentStudy, ...overrides });
const titles = (list: readonly { title: string }[]) => list.map((q) => q.title);

describe('library model', () => {
  it('sorts topic practice by title, then weekly practice, revision, and mock exams last', () => {
    const list = [
      mock(),
      weekly(),
      quiz({ title: 'Revision', quiz_type_id: QuizType.revision }),
      quiz({ title: 'Shapes practice' }),
      quiz({ title: 'Fractions practice' }),
    ];
    expect(titles(sortQuizzes(list))).toEqual([
      'Fractions practice',
      'Shapes practice',
      'Weekly practice',
      'Revision',
      'Year 5 Maths mock exam',
    ]);
  });

  it('groups quizzes by course in course order, each course sorted', () => {
    const groups = groupByCourse([
      mock({ course_id: 2 }),
      quiz({ title: 'Shapes practice', course_id: 2 }),
      weekly({ course_id: 1 }),
      quiz({ title: 'Fractions practice', course_id: 1 }),
    ]);
    expect(groups.map((g) => [g.courseId, titles(g.quizzes)])).toEqual([
      [1, ['Fractions practice', 'Weekly practice']],
      [2, ['Shapes practice', 'Year 5 Maths mock exam']],
    ]);
  });

  it('names each kind of quiz, a timed mock exam with its minutes', () => {
    expect(quizKindLabel(quiz())).toBe('Practice');
    expect(quizKindLabel(quiz({ quiz_type_id: QuizType.assignment }))).toBe('Practice');
    expect(quizKindLabel(weekly())).toBe('Weekly practice');
    expect(quizKindLabel(mock())).toBe('Mock exam · 30 min');
    expect(quizKindLabel(mock({ time_limit: null }))).toBe('Mock exam');
    expect(quizKindLabel(quiz({ quiz_type_id: QuizType.revision }))).toBe('Revision');
  });

  it('opens a mock exam on its briefing page and any other quiz directly', () => {
    expect(quizPath(mock({ id: 9 }))).toBe('/mock-exam/9');
    expect(quizPath(weekly({ id: 4 }))).toBe('/student/quiz/4');
  });

  it('lists only the quizzes started and not finished, the one touched last first', () => {
    const started = (last_active_at: string, answered = 2) => ({
      id: 1,
      answered,
      question_count: 10,
      marks_given: 0,
      last_active_at,
      deadline_at: null,
    });
    const list = [
      quiz({ title: 'Untouched' }),
      weekly({ open_attempt: started('2026-01-05T09:00:00.000Z') }),
      mock({ open_attempt: started('2026-01-06T09:00:00.000Z') }),
      quiz({ title: 'Shapes practice', open_attempt: started('2026-01-04T09:00:00.000Z') }),
    ];
    expect(titles(quizzesInProgress(list))).toEqual([
      'Year 5 Maths mock exam',
      'Weekly practice',
      'Shapes practice',
    ]);
    expect(quizzesInProgress([quiz(), weekly()])).toEqual([]);
  });

  it('carries a started mock exam straight back into its clock', () => {
    expect(continuePath(mock({ id: 9 }))).toBe('/mock-exam/quiz/9');
    expect(continuePath(weekly({ id: 4 }))).toBe('/student/quiz/4');
  });

  it('says how far a started quiz got, with the marks of its checked answers', () => {
    const open = {
      id: 1,
      answered: 4,
      question_count: 10,
      marks_given: 0,
      last_active_at: '2026-01-05T09:00:00.000Z',
      deadline_at: null,
    };
    expect(progressLabel(open)).toBe('4 of 10 answered');
    expect(progressLabel({ ...open, marks_given: 2.33 })).toBe(
      '4 of 10 answered · 2⅓ marks so far',
    );
  });

  it('previews a question as one line of plain words', () => {
    expect(questionPreview('What is **25%** of _80_?\n\n![a cake](/c.png)')).toBe(
      'What is 25% of 80? a cake',
    );
    expect(questionPreview('# Shapes\n> A [square](https://x.example) has `4` sides')).toBe(
      'Shapes A square has 4 sides',
    );
    expect(questionPreview('one two three four five six', 14)).toBe('one two three…');
    expect(questionPreview('Supercalifragilistic', 8)).toBe('Supercal…');
  });

  it('previews a hostile question of 40,000 unclosed markers or brackets in one pass', () => {
    for (const hostile of ['**a '.repeat(10_000), '!['.repeat(20_000), `${'['.repeat(40_000)}]`]) {
      expect(questionPreview(hostile).length).toBeLessThanOrEqual(121);
    }
    expect(questionPreview(`x${',. '.repeat(20_000)}`, 30)).toBe('x…');
  });

  it('keeps the unmastered mistakes, most missed first', () => {
    const items = [
      makeRevisionItem({ question_id: 1, mistakes: 1 }),
      makeRevisionItem({ question_id: 2, mistakes: 4, mastered: true }),
      makeRevisionItem({ question_id: 3, mistakes: 3 }),
    ];
    expect(openRevisions({ items }).map((item) => item.question_id)).toEqual([3, 1]);
  });

  it('gives the kind and the number of questions when the list has it', () => {
    expect(quizDetails(weekly({ question_count: 10 }))).toBe('Weekly practice · 10 questions');
    expect(quizDetails(quiz({ question_count: 1 }))).toBe('Practice · 1 question');
    expect(quizDetails(quiz({ question_count: undefined }))).toBe('Practice');
  });
});
