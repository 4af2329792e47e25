import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { StudentDetailedReport } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';

const report: StudentDetailedReport = {
  student_id: 11,
  name: 'Ann Lee',
  school_name: 'Hillside',
  start: null,
  end: null,
  totals: { answered: 6, correct: 4, score_percent: 70 },
  xp: { xp: 340, level: 3, next_level_xp: 400, current_level_base_xp: 300 },
  streak: { active: true, days: 4 },
  score_over_time: [{ week: '2026-02-23', answered: 6, score_percent: 70 }],
  topics: [{ topic_id: 1, topic_name: 'Fractions', answered: 3, mastery_percent: 40 }],
  quizzes: [
    {
      attempt_id: 5,
      quiz_id: 2,
      title: 'Fractions drill',
      course_name: 'Maths 7',
      graded_at: '2026-02-24T09:00:00.000Z',
      marks: 7,
      max_marks: 10,
    },
  ],
  learning_path: [{ lesson_id: 4, title: 'Halves', items: 3, completed: 1, score_percent: null }],
};
const REPORT = /^\/api\/v1\/admin\/students\/11\/report(\?|$)/;
const LOADED = { timeout: 8000 };

describe("admin console: a student's detailed report", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('shows progress, quizzes with marks, topics by mastery, XP and streak', async () => {
    fakeFetch(on('GET', REPORT, { body: report }));
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/student-detailed-report/11');

    expect(await screen.findByRole('heading', { name: 'Ann Lee' }, LOADED)).toBeTruthy();
    expect(screen.getByText(/level 3, 340 XP · streak 4 days \(practised today\)/)).toBeTruthy();
    const quizzes = screen.getByRole('table', { name: 'Quizzes' });
    expect(within(quizzes).getByText('Fractions drill').closest('tr')!.textContent).toBe(
      // The day the school's formatter writes (core/src/format), as every screen does.
      'Fractions drillMaths 77 / 1024 Feb 2026',
    );
    expect(screen.getByRole('table', { name: 'Topics by mastery' })).toBeTruthy();
    expect(screen.getByText(/halves: 1 of 3 items done/i)).toBeTruthy();
  });

  it("says so when the server refuses another school's student", async () => {
    fakeFetch(
      on('GET', REPORT, {
        status: 403,
        body: {
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          detail: "A school administrator reads only their own school's students.",
        },
        headers: { 'Content-Type': 'application/problem+json' },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/student-detailed-report/11');

    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toMatch(/own school/);
  });
});
