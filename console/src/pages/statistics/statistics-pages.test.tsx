import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { FeedbackItem, Statistics } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';

const day = (d: string, over: Partial<Statistics['days'][number]> = {}) => ({
  day: d,
  active_students: 0,
  quizzes_taken: 0,
  chat_messages: 0,
  likes: 0,
  dislikes: 0,
  ...over,
});
const statistics: Statistics = {
  start: '2026-03-01',
  end: '2026-03-02',
  days: [
    day('2026-03-01'),
    day('2026-03-02', {
      active_students: 2,
      quizzes_taken: 5,
      chat_messages: 7,
      likes: 3,
      dislikes: 1,
    }),
  ],
  courses: [{ course_id: 4, course_name: 'Fractions', active_students: 2, quizzes_taken: 5 }],
};
const reply = (over: Partial<FeedbackItem> = {}): FeedbackItem => ({
  message_id: 1,
  thread_id: 1,
  at: '2026-03-02T10:00:00.000Z',
  liked: false,
  disliked: true,
  reply: 'Maybe 5.',
  asked: 'And of 8?',
  user_name: 'Ann Pupil',
  school_name: 'Hillside',
  ...over,
});
const lists = on('GET', /^\/api\/v1\/admin\/(schools|courses)\?/, {
  body: [],
  headers: { 'Content-Range': 'items 0-0/0' },
});
const LOADED = { timeout: 8000 };
const calls = (seen: { url: string }[], path: string) =>
  seen.filter((r) => r.url.includes(path)).map((r) => new URL(r.url, 'http://x'));

describe('admin console: statistics', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('charts activity, ratings and courses, each with its figures in a table', async () => {
    fakeFetch(lists, on('GET', /^\/api\/v1\/admin\/statistics\?/, { body: statistics }));
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/statistics');

    const activity = await screen.findByRole('table', { name: 'Activity by day' }, LOADED);
    const row = within(activity).getByText('2026-03-02').closest('tr')!;
    expect(row.textContent).toBe('2026-03-02257');
    const ratings = screen.getByRole('table', { name: 'Likes and dislikes by day' });
    expect(within(ratings).getByText('2026-03-02').closest('tr')!.textContent).toBe('2026-03-0231');
    const courses = screen.getByRole('table', { name: 'By course' });
    expect(within(courses).getByText('Fractions').closest('tr')!.textContent).toBe('Fractions25');
    expect(
      screen.getByRole('figure', { name: /activity by day\. 2 days: 5 quizzes taken/i }),
    ).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /statistics/i })).toBeTruthy();
  });

  it('asks again for the dates and school chosen', async () => {
    const seen = fakeFetch(
      lists,
      on('GET', /^\/api\/v1\/admin\/statistics\?/, { body: statistics }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/statistics');
    await screen.findByRole('table', { name: 'Activity by day' }, LOADED);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    await waitFor(() =>
      expect(calls(seen, '/admin/statistics?').at(-1)?.searchParams.get('start')).toBe(
        '2026-02-01',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'School' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Course' })).toBeTruthy();
  });

  it('says why when the server refuses the dates', async () => {
    fakeFetch(
      lists,
      on('GET', /^\/api\/v1\/admin\/statistics\?/, {
        status: 400,
        body: {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'start must not be after end.',
        },
        headers: { 'Content-Type': 'application/problem+json' },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/statistics');
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toMatch(
      /start must not be after end/i,
    );
  });
});

describe('admin console: feedback', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('lists rated replies with what was asked, a page at a time from page 1', async () => {
    const seen = fakeFetch(
      lists,
      on('GET', /^\/api\/v1\/admin\/statistics\/feedback\?/, {
        body: { items: [reply()], total_count: 30, page: 1, size: 25 },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/statistics/feedback');

    const list = await screen.findByRole('list', { name: 'Rated replies' }, LOADED);
    expect(within(list).getByText('Maybe 5.')).toBeTruthy();
    expect(within(list).getByText('And of 8?')).toBeTruthy();
    expect(within(list).getByText('Disliked')).toBeTruthy();
    expect(screen.getByText(/page 1 of 2 \(30 replies\)/i)).toBeTruthy();
    expect(calls(seen, '/feedback?')[0]?.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calls(seen, '/feedback?').at(-1)?.searchParams.get('page')).toBe('2'),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Rating' }), {
      target: { value: 'liked' },
    });
    await waitFor(() => {
      const last = calls(seen, '/feedback?').at(-1)?.searchParams;
      expect([last?.get('rating'), last?.get('page')]).toEqual(['liked', '1']);
    });
  });
});
