import { configureApi } from '@kyu/core/api';
import { resetLibrary } from '@kyu/core/library';
import { $location } from '@kyu/core/router';
import { $user } from '@kyu/core/session';
import { makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import { resetCore } from '@kyu/core/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RevisionsPage } from './quiz-revisions-page';

const item = (question_id: number, mistakes: number, mastered = false) => ({
  question_id,
  text: `What is **${question_id} + ${question_id}**?`,
  course_id: 1,
  mistakes,
  mastered,
  seen: false,
  updated_at: '2026-01-05T09:00:00.000Z',
});
const revisionQuiz = {
  id: 42,
  title: 'Revision',
  course_id: 1,
  quiz_type_id: 9,
  time_limit: null,
  is_shared: false,
  is_demo: false,
};

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser());
});
afterEach(() => {
  cleanup();
  resetLibrary();
});

describe('revisions page', () => {
  it('lists the unmastered mistakes by their question text and opens a new revision quiz', async () => {
    const fetch = mockFetch(
      json({ items: [item(1, 1), item(2, 3), item(3, 5, true)], quizzes: [] }),
      json(revisionQuiz, 201),
    );
    render(<RevisionsPage />);
    expect(await screen.findByText('What is 2 + 2?')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'What is 2 + 2? missed 3 times',
      'What is 1 + 1? missed 1 time',
    ]);
    expect(screen.queryByText(/Question \d/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start a revision quiz' }));
    await waitFor(() => expect($location.get().pathname).toBe('/student/quiz/42'));
    expect(call(fetch, 1)).toMatchObject({ url: '/api/v1/quiz/revision', method: 'POST' });
  });

  it('says why a revision quiz could not be made and lets the student try again', async () => {
    mockFetch(json({ items: [item(1, 2)], quizzes: [] }), problem(422, 'Nothing to revise'));
    render(<RevisionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a revision quiz' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing to revise');
    expect(screen.getByRole('button', { name: 'Start a revision quiz' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
