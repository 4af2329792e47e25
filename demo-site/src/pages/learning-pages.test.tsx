import { configureApi } from '@kyu/core/api';
import { chooseCourse } from '@kyu/core/courses';
import { resetLearning } from '@kyu/core/learning';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import {
  makeLearningPath,
  makeLesson,
  makeLessonItem,
  makeLessonSection,
  makeSessionUser,
  makeStudentAssignment,
} from '@kyu/test-support/data';
import { json, problem } from '@kyu/test-support/fetch';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiBookPage, LearningContentPage } from './learning-item-pages';
import { Assignments, LearningPath } from './learning-pages';
import type { PageProps } from './page-props';

/** Answers each call by method and path, as the server would; anything else is a 404. */
function fakeApi(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace('/api/v1', '').split('?')[0] ?? '';
    const key = `${init?.method ?? 'GET'} ${path}`;
    return answers[key]?.() ?? problem(404, 'Not found');
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

const props = (params: Record<string, string>, search = ''): PageProps => ({
  route: { name: 'learningContent', title: 'Learning content' } as PageProps['route'],
  params,
  search,
});

const reading = makeLessonItem({
  id: 41,
  title: 'About halves',
  note: 'A **half** is one of two.',
});
const worksheet = makeLessonItem({
  id: 42,
  title: 'Halves practice',
  item_type_id: 2,
  worksheet_id: 7,
});
const lesson = makeLesson({
  id: 5,
  title: 'Halves',
  sections: [makeLessonSection({ title: 'Learn', items: [reading, worksheet] })],
});

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser({ user_role_id: 1 }));
});
afterEach(() => {
  cleanup();
  resetLearning();
  chooseCourse(null);
});

describe('learning pages', () => {
  it('shows the learning path with its lessons, ticks and a progress bar', async () => {
    fakeApi({
      'GET /courses/user': () => json({ courses: [] }),
      'GET /lessons/learning-path': () =>
        json(
          makeLearningPath([
            {
              ...lesson,
              sections: [
                { ...lesson.sections[0]!, items: [{ ...reading, completed: true }, worksheet] },
              ],
            },
          ]),
        ),
    });
    chooseCourse(1);
    render(<LearningPath />);
    expect(await screen.findByText('1 of 2 done')).toBeTruthy();
    const learn = screen.getByRole('group', { name: 'Learn' });
    expect(within(learn).getByLabelText('done')).toBeTruthy();
    expect(within(learn).getByRole('link', { name: 'Halves practice' }).getAttribute('href')).toBe(
      '/learning-content/42?lesson=5',
    );
  });

  it('draws each lesson as a card with one heading, its same-named section not named twice, and no bullets', async () => {
    const twin = makeLesson({
      id: 6,
      title: 'Fractions',
      sections: [makeLessonSection({ title: 'Fractions', items: [makeLessonItem({ id: 51 })] })],
    });
    fakeApi({
      'GET /courses/user': () => json({ courses: [] }),
      'GET /lessons/learning-path': () => json(makeLearningPath([lesson, twin])),
    });
    chooseCourse(1);
    render(<LearningPath />);
    const path = await screen.findByRole('region', { name: 'Learning path' });
    const cards = path.querySelectorAll('article');
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card.querySelectorAll('h1,h2,h3,h4,h5,h6')).toHaveLength(1);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Halves',
      'Fractions',
    ]);
    expect(screen.getAllByText('Fractions')).toHaveLength(1);
    expect(path.querySelectorAll('ul')).toHaveLength(0);
    expect(path.textContent).not.toMatch(/[•○✓]/);
  });

  it('lists assignments with due dates and marks the overdue one', async () => {
    fakeApi({
      'GET /students/assignments': () =>
        json([
          makeStudentAssignment({
            title: 'Old worksheet',
            due_date: '2020-01-01T00:00:00.000Z',
            worksheet_id: 9,
          }),
          makeStudentAssignment({ title: 'Next worksheet', due_date: '2099-01-01T00:00:00.000Z' }),
        ]),
    });
    render(<Assignments />);
    const old = (await screen.findByRole('link', { name: 'Old worksheet' })).closest('li')!;
    expect(old.textContent).toContain('Overdue');
    expect(within(old).getByRole('link').getAttribute('href')).toBe('/student/quiz/9');
    expect(
      screen.getByRole('link', { name: 'Next worksheet' }).closest('li')!.textContent,
    ).not.toContain('Overdue');
  });

  it('shows a reading as Markdown and marks it done once the server agrees', async () => {
    const fetch = fakeApi({
      'GET /lessons/5': () => json(lesson),
      'PATCH /lessons/5/assignments/0/items/41/complete': () =>
        json({
          item_id: 41,
          assignment_id: null,
          completed: true,
          marks_given: null,
          max_score: null,
        }),
    });
    render(<LearningContentPage {...props({ contentId: '41' }, '?lesson=5')} />);
    expect((await screen.findByText('half')).tagName).toBe('STRONG');
    const mark = screen.getByRole('button', { name: 'Mark as done' });
    expect(mark.className).toBe('button primary');
    fireEvent.click(mark);
    expect((await screen.findByRole('status')).textContent).toMatch(/^\s*Done$/);
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/items/41/complete'))).toBe(true);
  });

  it('reads an AI book lesson chapter by chapter, its quiz a link', async () => {
    fakeApi({ 'GET /lessons/5': () => json(lesson) });
    render(<AiBookPage {...props({ aiBookId: '5' })} />);
    expect(await screen.findByRole('heading', { name: 'Chapter 1: Learn' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the quiz' }).getAttribute('href')).toBe(
      '/learning-content/42?lesson=5',
    );
  });
});
