import { configureApi } from '@kyu/core/api';
import { UserRole } from '@kyu/core/constants';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import { makeSessionUser } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MockExamReportPage } from './mock-exam-report-page';

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
});
afterEach(cleanup);

describe('mock exam report', () => {
  it('shows a student each exam’s marks and the marks by topic', async () => {
    $user.set(makeSessionUser());
    fakeFetch(
      on('GET', '/api/v1/users/mock/summary', {
        body: [
          {
            attempt_id: 1,
            quiz_id: 2,
            title: 'Mock 1',
            total_score: 30,
            max_score: 40,
            graded_at: '2026-01-02T00:00:00Z',
          },
        ],
      }),
      on('GET', '/api/v1/users/mock/performance', {
        body: [{ course_tagging_id: 3, topic_name: 'Fractions', marks_given: 5, max_scores: 10 }],
      }),
    );
    render(<MockExamReportPage />);
    const row = await screen.findByRole('row', { name: /Mock 1/ });
    expect(row.textContent).toContain('30 / 40 (75%)');
    expect(screen.getByText('50% of 10 marks')).toBeTruthy();
  });

  it('says why the results could not load', async () => {
    $user.set(makeSessionUser());
    fakeFetch();
    render(<MockExamReportPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Not Found');
  });

  it('tells a parent where their child’s results are, asking nothing of the server', () => {
    $user.set(makeSessionUser({ user_role_id: UserRole.parent }));
    const seen = fakeFetch();
    render(<MockExamReportPage />);
    expect(screen.getByText(/shown to the student who sat them/)).toBeTruthy();
    expect(seen).toHaveLength(0);
  });
});
