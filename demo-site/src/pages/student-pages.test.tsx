import { configureApi } from '@kyu/core/api';
import type { QuizSummary } from '@kyu/core/contract';
import { resetLibrary } from '@kyu/core/library';
import { resetProgress } from '@kyu/core/progress';
import { $user } from '@kyu/core/session';
import { makeSessionUser } from '@kyu/test-support/data';
import { json, problem } from '@kyu/test-support/fetch';
import { resetCore } from '@kyu/core/testing';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StudentDashboardPage, StudentLibraryPage } from './student-pages';

let nextId = 1;
const quiz = (overrides: Partial<QuizSummary> = {}): QuizSummary => ({
  id: nextId++,
  title: 'Fractions practice',
  course_id: 1,
  quiz_type_id: 7,
  time_limit: null,
  is_shared: false,
  is_demo: false,
  question_count: 8,
  ...overrides,
});

/** Answers each call by its path, as the server would; anything else is a 404. */
function fakeApi(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (url: string) => {
    const path = url.replace('/api/v1', '').split('?')[0] ?? '';
    return answers[path]?.() ?? problem(404, 'Not found');
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser({ first_name: 'Sam' }));
});
afterEach(() => {
  cleanup();
  resetLibrary();
  resetProgress();
});

describe('student library', () => {
  it('lists the quizzes course by course, each linking to where it opens', async () => {
    const fetch = fakeApi({
      '/quiz': () =>
        json([
          quiz({
            id: 11,
            title: 'Year 5 Maths mock exam',
            quiz_type_id: 4,
            time_limit: 1800,
            course_name: 'Primary 5 Mathematics',
          }),
          quiz({ id: 12, title: 'Fractions practice', course_name: 'Primary 5 Mathematics' }),
          quiz({
            id: 21,
            title: 'Weekly practice',
            course_id: 2,
            quiz_type_id: 3,
            question_count: 10,
          }),
        ]),
    });
    render(<StudentLibraryPage />);
    const course1 = await screen.findByRole('region', { name: 'Primary 5 Mathematics' });
    const items = within(course1).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fractions practice Practice · 8 questions',
      'Year 5 Maths mock exam Mock exam · 30 min · 8 questions',
    ]);
    // A course the server sent no name for is still listed, by its number.
    const course2 = screen.getByRole('region', { name: 'Course 2' });
    expect(within(course2).getByText('Weekly practice · 10 questions')).toBeTruthy();
    expect(link('Fractions practice')).toBe('/student/quiz/12');
    expect(link('Year 5 Maths mock exam')).toBe('/mock-exam/11');
    expect(link('Weekly practice')).toBe('/student/quiz/21');
    expect(link('Revise your mistakes')).toBe('/student/revisions');
    // The library loads the lessons too, so the quizzes' call is one of its calls.
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/v1/quiz?show_question_count=true');
  });

  it('says how far a started quiz got, and carries a started mock exam back into its clock', async () => {
    const open_attempt = {
      id: 5,
      answered: 2,
      question_count: 8,
      marks_given: 0,
      last_active_at: '2026-01-05T09:00:00.000Z',
      deadline_at: '2026-01-05T09:30:00.000Z',
    };
    fakeApi({
      '/quiz': () =>
        json([quiz({ id: 11, title: 'Mock', quiz_type_id: 4, time_limit: 1800, open_attempt })]),
    });
    render(<StudentLibraryPage />);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toBe('Mock Mock exam · 30 min · 8 questions · 2 of 8 answered');
    expect(link('Mock')).toBe('/mock-exam/quiz/11');
  });

  it('says why when the quizzes cannot be loaded', async () => {
    fakeApi({ '/quiz': () => problem(500, 'Kyu is down for a moment') });
    render(<StudentLibraryPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Kyu is down for a moment');
  });
});

describe('student dashboard', () => {
  it('shows the level, the streak and the quizzes in progress, last touched first', async () => {
    const started = (answered: number, last_active_at: string, marks_given = 0) => ({
      id: 90,
      answered,
      question_count: 10,
      marks_given,
      last_active_at,
      deadline_at: null,
    });
    fakeApi({
      '/users/xp': () =>
        json({ xp: 150, level: 2, next_level_xp: 200, current_level_base_xp: 100 }),
      '/users/streaks': () => json({ active: true, days: 3 }),
      '/quiz': () =>
        json([
          quiz({
            id: 11,
            title: 'Mock exam',
            quiz_type_id: 4,
            time_limit: 1800,
            open_attempt: started(3, '2026-01-06T09:00:00.000Z'),
          }),
          quiz({ title: 'Weekly practice', quiz_type_id: 3 }),
          quiz({
            id: 21,
            title: 'Shapes practice',
            open_attempt: started(4, '2026-01-05T09:00:00.000Z', 2.33),
          }),
          quiz({ title: 'Angles practice' }),
        ]),
    });
    render(<StudentDashboardPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Hi Sam, ready to practise?',
    );
    const bar = await screen.findByRole('progressbar', { name: 'Level 2: 150 of 200 XP' });
    expect(bar.getAttribute('value')).toBe('0.5');
    expect(await screen.findByText('3-day streak')).toBeTruthy();
    await screen.findByRole('link', { name: 'Shapes practice' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mock exam Mock exam · 30 min · 3 of 10 answered',
      'Shapes practice Practice · 4 of 10 answered · 2⅓ marks so far',
    ]);
    expect(link('Mock exam')).toBe('/mock-exam/quiz/11');
    expect(link('Shapes practice')).toBe('/student/quiz/21');
    expect(link('Open your library')).toBe('/student/library');
  });

  it('says so when nothing is in progress', async () => {
    fakeApi({
      '/users/xp': () => json({ xp: 0, level: 1, next_level_xp: 100, current_level_base_xp: 0 }),
      '/users/streaks': () => json({ active: true, days: 1 }),
      '/quiz': () => json([quiz({ title: 'Angles practice' })]),
    });
    render(<StudentDashboardPage />);
    expect(await screen.findByText(/Nothing in progress/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Angles practice' })).toBeNull();
  });

  it('asks a student with no streak to practise today', async () => {
    fakeApi({
      '/users/xp': () => json({ xp: 0, level: 1, next_level_xp: 100, current_level_base_xp: 0 }),
      '/users/streaks': () => json({ active: false, days: 0 }),
      '/quiz': () => json([]),
    });
    render(<StudentDashboardPage />);
    expect(await screen.findByText('Practise today to start a streak')).toBeTruthy();
    expect(await screen.findByText(/Nothing in progress/)).toBeTruthy();
  });
});
