import { beforeEach, describe, expect, it } from 'vitest';
import { makeSessionUser } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { resetCore } from '../testing/reset';
import { $mockReport, $mockReportError, loadMockReport } from './mock-report';

beforeEach(() => {
  resetCore();
  signOutLocally();
  $user.set(makeSessionUser());
});

describe('the mock exam report', () => {
  it('loads the exams and the marks by topic together', async () => {
    const exam = {
      attempt_id: 1,
      quiz_id: 2,
      title: 'Mock 1',
      total_score: 30,
      max_score: 40,
      graded_at: '2026-01-02T00:00:00Z',
    };
    fakeFetch(
      on('GET', '/api/v1/users/mock/summary', { body: [exam] }),
      on('GET', '/api/v1/users/mock/performance', { body: [] }),
    );
    await loadMockReport();
    expect($mockReport.get()).toEqual({ exams: [exam], topics: [] });
  });

  it('says why when either call fails', async () => {
    fakeFetch(on('GET', '/api/v1/users/mock/summary', { body: [] }));
    await loadMockReport();
    expect($mockReport.get()).toBeNull();
    expect($mockReportError.get()).toBe('Not Found');
  });
});
