import { configureApi } from '@kyu/core/api';
import { $user } from '@kyu/core/session';
import {
  makeAttempt,
  makeEvaluation,
  makeQuizDetail,
  makeSessionUser,
  makeStudentQuestion,
} from '@kyu/test-support/data';
import { json } from '@kyu/test-support/fetch';
import { resetCore } from '@kyu/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KyuQuizElement } from './element';

// Nothing of core is replaced: two elements on one page, each with the stores it made.

const open = (questionId: number, attemptId: number) =>
  makeEvaluation(questionId, {
    attempt_id: attemptId,
    is_submitted: false,
    marks_given: null,
    is_full_marks: null,
    value: null,
  });

const [a, b] = [makeStudentQuestion(), makeStudentQuestion()];
const leaves = {
  ...makeQuizDetail([a], { quiz: { id: 4, title: 'Leaves' } }),
  attempt: makeAttempt({ id: 7, quiz_id: 4 }),
  evaluations: [open(a.id, 7)],
};
const roots = {
  ...makeQuizDetail([b], { quiz: { id: 5, title: 'Roots' } }),
  attempt: makeAttempt({ id: 8, quiz_id: 5 }),
  evaluations: [open(b.id, 8)],
};

let patched: string[] = [];

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser());
  patched = [];
  globalThis.fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (init.method === 'PATCH') patched.push(url);
    if (url === '/api/v1/quiz/4?latest=true') return json(leaves);
    return json(url === '/api/v1/quiz/5?latest=true' ? roots : {});
  }) as unknown as typeof fetch;
  if (!customElements.get('kyu-quiz')) customElements.define('kyu-quiz', KyuQuizElement);
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** Puts a `<kyu-quiz>` for the quiz on the page; answers its shadow root once it shows. */
async function place(quizId: number, title: string): Promise<ShadowRoot> {
  const host = document.createElement('kyu-quiz');
  host.setAttribute('quiz-id', String(quizId));
  document.body.append(host);
  const root = host.shadowRoot!;
  await vi.waitFor(() => expect(root.querySelector('h2')?.textContent).toBe(title));
  return root;
}

const progress = (root: ShadowRoot) => root.querySelector('.kyu-nav .kyu-meta')?.textContent;
const picked = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].map((r) => r.checked);

describe('two <kyu-quiz> on one page', () => {
  it('keeps each quiz’s answers, progress and saves apart', async () => {
    const first = await place(4, 'Leaves');
    const second = await place(5, 'Roots');
    first.querySelectorAll<HTMLInputElement>('input[type=radio]')[1]!.click();
    await vi.waitFor(() => expect(progress(first)).toBe('Question 1 of 1 · 1 answered'));
    expect(picked(first)).toEqual([false, true, false]);
    expect(picked(second)).toEqual([false, false, false]);
    expect(progress(second)).toBe('Question 1 of 1 · 0 answered');
    await vi.waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toContain(`/quiz/evaluations/${leaves.evaluations[0]!.id}`);
  });

  it('closes one quiz without touching the other', async () => {
    const first = await place(4, 'Leaves');
    const second = await place(5, 'Roots');
    first.host.remove();
    second.querySelectorAll<HTMLInputElement>('input[type=radio]')[0]!.click();
    await vi.waitFor(() => expect(progress(second)).toBe('Question 1 of 1 · 1 answered'));
    await vi.waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toContain(`/quiz/evaluations/${roots.evaluations[0]!.id}`);
  });
});
