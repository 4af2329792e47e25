import { configureApi } from '@kyu/core/api';
import { routeByName } from '@kyu/core/routes';
import { call, json, mockFetch } from '@kyu/test-support/fetch';
import { resetCore } from '@kyu/core/testing';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DemoQuizPage } from './quiz-pages';

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
});
// Unmounting a quiz closes it: its clock and stream stop with it.
afterEach(cleanup);

const demoQuiz = {
  quiz: {
    id: 5,
    title: 'Try Kyu: leaves',
    course_id: 1,
    quiz_type_id: 7,
    time_limit: null,
    is_shared: false,
    is_demo: true,
  },
  questions: [
    {
      id: 9,
      course_id: 1,
      question_type_id: 1,
      text: 'What colour is a leaf?',
      options: [
        { order: 1, text: 'Red' },
        { order: 2, text: 'Green' },
      ],
      marks: 1,
      unit: null,
      difficulty_level_id: 1,
      course_tagging_ids: [],
      passage_id: null,
      question_images: [],
      audio_url: null,
      sub_questions: [],
    },
  ],
  passages: [],
  attempt: {
    id: 3,
    quiz_id: 5,
    student_id: null,
    full_name: null,
    is_review: false,
    started_at: '2026-01-05T09:00:00.000Z',
    deadline_at: null,
    submitted_at: null,
    grading_completed: false,
    total_score: 0,
    max_score: 1,
    total_time_spent: 0,
    xp_collected: 0,
    graded_at: null,
  },
  evaluations: [],
  session_id: 'demo-session-0123456789abcdef',
};

describe('quiz pages', () => {
  it('opens a demo quiz without an account', async () => {
    const fetch = mockFetch(json(demoQuiz));
    render(<DemoQuizPage route={routeByName('demoQuiz')} params={{ quizId: '5' }} search="" />);
    expect(await screen.findByRole('radio', { name: 'Green' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Try Kyu: leaves');
    expect(call(fetch).url).toBe('/api/v1/quiz/5/demo');
  });
});
