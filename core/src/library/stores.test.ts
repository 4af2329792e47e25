import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/client';
import { QuizType } from '../constants/practice';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { makeQuizSummary, makeRevisionItem, makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import { resetCore } from '../testing/reset';
import {
  $libraryError,
  $quizList,
  $quizzesByCourse,
  $revisions,
  $revisionsError,
  loadLibrary,
  loadRevisions,
  resetLibrary,
  startRevision,
} from '.';

beforeEach(() => {
  resetCore();
  resetLibrary();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser());
});

describe('library stores', () => {
  it('loads the quizzes with their question counts and groups them by course', async () => {
    const a = makeQuizSummary({ course_id: 2 });
    const b = makeQuizSummary({ course_id: 1 });
    const fetch = mockFetch(json([a, b]));
    await loadLibrary();
    expect(call(fetch).url).toBe('/api/v1/quiz?show_question_count=true');
    expect($quizList.get()).toEqual([a, b]);
    expect($quizzesByCourse.get()?.map((g) => g.courseId)).toEqual([1, 2]);
  });

  it('keeps the list and says why when loading fails', async () => {
    const list = [makeQuizSummary()];
    $quizList.set(list);
    mockFetch(problem(500, 'Server down'));
    await loadLibrary();
    expect($quizList.get()).toBe(list);
    expect($libraryError.get()).toBe('Server down');
  });

  it('loads the revisions', async () => {
    const revisions = { items: [makeRevisionItem()], quizzes: [] };
    const fetch = mockFetch(json(revisions));
    await loadRevisions();
    expect(call(fetch).url).toBe('/api/v1/users/revisions');
    expect($revisions.get()).toEqual(revisions);
  });

  it('makes a revision quiz of one course and answers its id', async () => {
    const quiz = makeQuizSummary({ id: 42, quiz_type_id: QuizType.revision, title: 'Revision' });
    $revisions.set({ items: [makeRevisionItem()], quizzes: [] });
    const fetch = mockFetch(json(quiz, 201));
    expect(await startRevision(3)).toBe(42);
    expect(call(fetch)).toMatchObject({
      url: '/api/v1/quiz/revision',
      method: 'POST',
      body: { course_id: 3 },
    });
    expect($revisions.get()?.quizzes).toEqual([quiz]);
  });

  it('answers null and says why when there is nothing to revise', async () => {
    const fetch = mockFetch(problem(422, 'Nothing to revise'));
    expect(await startRevision()).toBeNull();
    expect(call(fetch).body).toEqual({});
    expect($revisionsError.get()).toBe('Nothing to revise');
  });

  it('empties on sign-out, ignoring an answer that lands afterwards', async () => {
    let answer!: (res: Response) => void;
    globalThis.fetch = (() => new Promise<Response>((r) => (answer = r))) as typeof fetch;
    const loading = loadLibrary();
    signOutLocally();
    answer(json([makeQuizSummary()]));
    await loading;
    expect([$quizList.get(), $quizzesByCourse.get()]).toEqual([null, null]);
  });
});
