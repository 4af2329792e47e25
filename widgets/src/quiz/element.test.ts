import { $answers, $quiz } from '@kyu/core/quiz';
import type * as QuizModule from '@kyu/core/quiz';
import { resetCore } from '@kyu/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KyuQuizElement } from './element';
import { makeQuestion, makeQuizDetail } from './factories';

vi.mock('@kyu/core/quiz', async (importOriginal) => ({
  ...(await importOriginal<typeof QuizModule>()),
  loadQuiz: vi.fn(async () => undefined),
  answerQuestion: vi.fn(),
  resetQuiz: vi.fn(),
}));

beforeEach(() => {
  resetCore();
  $answers.set({});
  $quiz.set(null);
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('<kyu-quiz>', () => {
  it('renders the quiz of its quiz-id in a shadow root and fires answered', async () => {
    customElements.define('kyu-quiz', KyuQuizElement);
    const question = makeQuestion();
    $quiz.set(makeQuizDetail([question], { id: 4, title: 'Leaves' }));
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
});
