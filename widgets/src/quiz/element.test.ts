import { createQuiz, type QuizStores } from '@kyu/core/quiz';
import type * as QuizModule from '@kyu/core/quiz';
import { makeAttempt, makeQuizDetail, makeStudentQuestion } from '@kyu/test-support/data';
import { resetCore } from '@kyu/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KyuQuizElement } from './element';

// The element makes its quiz's stores itself: each test hands it the next one, its actions
// replaced, to set as the actions would.
const next = vi.hoisted(() => [] as QuizStores[]);
vi.mock('@kyu/core/quiz', async (importOriginal) => {
  const original = await importOriginal<typeof QuizModule>();
  return { ...original, createQuiz: () => next.shift() ?? original.createQuiz() };
});

let quiz: QuizStores;

beforeEach(() => {
  resetCore();
  quiz = {
    ...createQuiz(),
    loadQuiz: vi.fn(async () => undefined),
    answerQuestion: vi.fn(),
    resetQuiz: vi.fn(),
  };
  next.push(quiz);
});
afterEach(() => {
  document.body.innerHTML = '';
  next.length = 0;
});

describe('<kyu-quiz>', () => {
  it('renders the quiz of its quiz-id in a shadow root and fires answered', async () => {
    if (!customElements.get('kyu-quiz')) customElements.define('kyu-quiz', KyuQuizElement);
    const question = makeStudentQuestion();
    quiz.$quiz.set(makeQuizDetail([question], { quiz: { id: 4, title: 'Leaves' } }));
    const host = document.createElement('kyu-quiz');
    host.setAttribute('quiz-id', '4');
    const answered = vi.fn();
    document.body.addEventListener('answered', answered);
    document.body.append(host);
    const root = host.shadowRoot!;
    await vi.waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Leaves'));
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    root.querySelector<HTMLInputElement>('input[type=radio]')!.click();
    expect(answered).toHaveBeenCalledTimes(1);
    expect((answered.mock.calls[0]![0] as CustomEvent).detail).toEqual({ questionId: question.id });
  });

  it('leads back to the list-href it is given, and lets the page route itself instead', async () => {
    if (!customElements.get('kyu-quiz')) customElements.define('kyu-quiz', KyuQuizElement);
    quiz.$quiz.set(makeQuizDetail([makeStudentQuestion()], { quiz: { id: 4 } }));
    const host = document.createElement('kyu-quiz');
    host.setAttribute('quiz-id', '4');
    host.setAttribute('list-href', '/quizzes.html');
    const events: string[] = [];
    host.addEventListener('review', (e) =>
      events.push(`review ${JSON.stringify((e as CustomEvent).detail)}`),
    );
    host.addEventListener('back', (e) => {
      events.push(`back ${(e as CustomEvent).detail.href}`);
      e.preventDefault();
    });
    document.body.append(host);
    quiz.$attemptResult.set(makeAttempt({ grading_completed: true, total_score: 1 }));
    const root = host.shadowRoot!;
    await vi.waitFor(() =>
      expect(root.querySelector('a')?.textContent).toBe('Back to your quizzes'),
    );
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/quizzes.html');
    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    [...root.querySelectorAll('button')]
      .find((b) => b.textContent === 'Review your answers')!
      .click();
    expect(events).toEqual(['back /quizzes.html', 'review {"quizId":4,"attemptId":7}']);
  });
});
