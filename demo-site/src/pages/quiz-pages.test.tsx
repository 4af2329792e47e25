import { configureApi } from '@kyu/core/api';
import { routeByName } from '@kyu/core/routes';
import { makeAttempt, makeQuizDetail, makeStudentQuestion } from '@kyu/test-support/data';
import { call, json, mockFetch } from '@kyu/test-support/fetch';
import { resetCore } from '@kyu/core/testing';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DemoQuizPage, StudentQuizPage } from './quiz-pages';

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
});
// Unmounting a quiz closes it: its clock and stream stop with it.
afterEach(cleanup);

// The demo quiz as GET /quiz/{id}/demo answers it: a guest's attempt, held by a session id.
const demoQuiz = makeQuizDetail(
  [
    makeStudentQuestion({
      id: 9,
      text: 'What colour is a leaf?',
      options: [
        { order: 1, text: 'Red' },
        { order: 2, text: 'Green' },
      ],
    }),
  ],
  {
    quiz: { id: 5, title: 'Try Kyu: leaves', is_demo: true },
    attempt: makeAttempt({ id: 3, quiz_id: 5, student_id: null, max_score: 1 }),
    evaluations: [],
    session_id: 'demo-session-0123456789abcdef',
  },
);

describe('quiz pages', () => {
  it('opens a demo quiz without an account', async () => {
    const fetch = mockFetch(json(demoQuiz));
    render(<DemoQuizPage route={routeByName('demoQuiz')} params={{ quizId: '5' }} search="" />);
    expect(await screen.findByRole('radio', { name: 'Green' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Try Kyu: leaves');
    expect(call(fetch).url).toBe('/api/v1/quiz/5/demo');
  });

  it("gives a student's quiz page a way out, and opens the quiz on the newest attempt", async () => {
    const finished = makeAttempt({ id: 4, quiz_id: 5, grading_completed: true, total_score: 1 });
    const fetch = mockFetch(json({ ...demoQuiz, attempt: finished, session_id: undefined }));
    render(
      <StudentQuizPage route={routeByName('studentQuiz')} params={{ quizId: '5' }} search="" />,
    );
    const exits = screen.getByRole('navigation', { name: 'Leave the quiz' });
    expect(
      within(exits)
        .getAllByRole('link')
        .map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
    ).toEqual([
      ['Learning path', '/student/dashboard'],
      ['Library', '/student/library'],
    ]);
    expect(await screen.findByRole('heading', { name: 'Your result' })).toBeTruthy();
    expect(call(fetch).url).toBe('/api/v1/quiz/5?latest=true');
  });
});
