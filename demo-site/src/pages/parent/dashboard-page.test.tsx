import { configureApi } from '@kyu/core/api';
import { UserRole } from '@kyu/core/constants';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import { makeChild, makeCourse, makeSessionUser, makeSubscription } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ParentDashboardPage } from './dashboard-page';

const WEEK = {
  avg_mark: 72,
  qns_count: 30,
  topic_count: 4,
  avg_mark_difference: 5,
  qns_count_difference: 12,
  topic_count_difference: 0,
};

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser({ user_role_id: UserRole.parent, first_name: 'Pat' }));
});
afterEach(cleanup);

describe('parent dashboard', () => {
  it('shows each child with courses, where each comes from, each measure of the week on its own axis and hard questions', async () => {
    const child = makeChild({ first_name: 'Ada', last_name: 'King' });
    const maths = makeCourse({ name: 'Year 5 Maths', subject_id: 1, subject_name: 'Maths' });
    const english = makeCourse({
      name: 'Year 5 English',
      subject_id: 2,
      school_classes: ['5B English'],
    });
    const coded = makeCourse({ name: 'Year 5 Science', subject_id: 2, is_assigned: true });
    const sub = makeSubscription({
      student_id: child.id,
      course_ids: [maths.id],
      cancel_at_period_end: true,
      current_period_end: '2026-02-05T12:00:00.000Z',
    });
    fakeFetch(
      on('GET', '/api/v1/users/children', { body: [child] }),
      on('GET', /\/courses\/user\?/, { body: { courses: [maths, english, coded] } }),
      on('GET', /\/subscription\?/, { body: [sub] }),
      on('GET', /hardest-question-report/, { body: { child_id: child.id, questions: [{}, {}] } }),
      on('GET', /\/subject\/1$/, { body: WEEK }),
      on('GET', /\/subject\/2$/, { status: 500, body: { title: 'Server error', status: 500 } }),
    );
    render(<ParentDashboardPage />);
    const card = await screen.findByRole('region', { name: 'Ada King' });
    await within(card).findByText('Year 5 Maths');
    expect(
      within(card).getByText(
        (text) => text.startsWith('Cancels on ') && text.includes('5') && text.endsWith('2026'),
      ),
    ).toBeTruthy();
    expect(within(card).getByText('Taught at school: 5B English')).toBeTruthy();
    expect(within(card).getByText('Included by a code')).toBeTruthy();
    const charts = within(card).getAllByRole('img');
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Maths, average mark (%): last week 67%, this week 72%, +5 points',
      'Maths, questions (count): last week 18, this week 30, +12',
      'Maths, topics (count): last week 4, this week 4, no change',
    ]);
    // Each measure on its own axis, titled with its unit: 0–100 % beside 0–30 questions.
    const [mark, questions] = charts;
    expect(
      within(card).getByText('Average mark (%)', { exact: false, selector: 'figcaption' }),
    ).toBeTruthy();
    expect(mark!.textContent).toBe('Last week67%This week72%0%50%100%');
    expect(questions!.textContent).toBe('Last week18This week3001530');
    expect(within(card).getByRole('link', { name: 'See the hardest questions' })).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toContain('Server error');
    expect(within(card).getByRole('link', { name: 'Manage Ada' }).getAttribute('href')).toBe(
      `/academy/child/${child.id}/manage`,
    );
  });

  it('shows a parent with no children how to add one', async () => {
    fakeFetch(on('GET', '/api/v1/users/children', { body: [] }));
    render(<ParentDashboardPage />);
    const link = await screen.findByRole('link', { name: 'Add a child' });
    expect(link.getAttribute('href')).toBe('/academy/create-child-account');
  });

  it('says why the children could not be loaded', async () => {
    fakeFetch(
      on('GET', '/api/v1/users/children', {
        status: 403,
        body: { title: 'Forbidden', status: 403, detail: 'Only parents have children here.' },
      }),
    );
    render(<ParentDashboardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Only parents have children here.');
  });

  it('sends a student to their own dashboard without asking for children', () => {
    $user.set(makeSessionUser());
    const seen = fakeFetch();
    render(<ParentDashboardPage />);
    expect(screen.getByRole('link', { name: 'your dashboard' })).toBeTruthy();
    expect(seen).toHaveLength(0);
  });
});
