import type { QuestionInput } from '@kyu/core/contract';
import { resetCore } from '@kyu/core/testing';
import { choiceQuestion } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KyuQuizElement } from './element';

const question = (over: Partial<QuestionInput> = {}): QuestionInput => ({
  ...choiceQuestion(),
  id: 31,
  course_id: 5,
  difficulty_level_id: 1,
  course_tagging_ids: [],
  ...over,
});

beforeEach(() => {
  resetCore();
  if (!customElements.get('kyu-quiz')) customElements.define('kyu-quiz', KyuQuizElement);
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('<kyu-quiz> preview', () => {
  it('shows an unsaved question with its passage, and marks a check on the preview marker', async () => {
    const seen = fakeFetch(
      on('POST', '/api/v1/questions/preview/mark', {
        body: {
          marks_given: 1,
          max_marks: 1,
          is_full_marks: true,
          feedback: '',
          needs_review: false,
        },
      }),
    );
    const host = document.createElement('kyu-quiz');
    // Set before the tag is connected, as a page does before kyu.js defines the element.
    host.preview = { question: question(), passage: { title: 'Numbers', text: 'Count on.' } };
    document.body.append(host);
    const root = host.shadowRoot!;
    expect(root.querySelector('.kyu-qtext')?.textContent).toContain('capital of France');
    expect(root.querySelector('.kyu-passage h3')?.textContent).toBe('Numbers');
    expect(root.textContent).not.toContain('Report');
    root.querySelectorAll<HTMLInputElement>('input[type=radio]')[1]!.click();
    const check = () =>
      [...root.querySelectorAll('button')].find((b) => b.textContent === 'Check')!;
    await vi.waitFor(() => expect(check().disabled).toBe(false));
    check().click();
    await expect.poll(() => root.querySelector('.kyu-score')?.textContent).toContain('full marks');
    expect(root.textContent).toContain('since the Capetians');
    const body = JSON.parse(String(seen.find((r) => r.method === 'POST')?.body)) as {
      question: QuestionInput;
      value: string;
    };
    expect(body.value).toBe('2');
    expect(body.question.id).toBeUndefined();
  });

  it('shows the edit when the preview is set again', async () => {
    const host = document.createElement('kyu-quiz');
    document.body.append(host);
    host.preview = { question: question() };
    host.preview = { question: question({ text: 'Which city is in Italy?' }) };
    expect(host.shadowRoot!.querySelector('.kyu-qtext')?.textContent).toContain('Italy');
  });
});
