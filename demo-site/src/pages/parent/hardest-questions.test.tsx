import { configureApi } from '@kyu/core/api';
import { resetCore } from '@kyu/core/testing';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HardestQuestions } from './hardest-questions';

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
});
afterEach(cleanup);

describe('the hardest questions a parent reads', () => {
  it('shows a question written in Markdown as words, with no marker even where the cut ends', async () => {
    fakeFetch(
      on('GET', /hardest-question-report/, {
        body: {
          child_id: 7,
          questions: [
            {
              question_id: 1,
              preview: 'Write **12/18** in its lowest terms, like `1/2`.',
              topic_name: 'Fractions',
              score_percent: 25,
              attempts: 4,
            },
            {
              question_id: 2,
              preview: 'Which is **larg…',
              topic_name: null,
              score_percent: 0,
              attempts: 1,
            },
          ],
        },
      }),
    );
    render(<HardestQuestions childId={7} name="Mia" />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Write 12/18 in its lowest terms, like 1/2.');
    expect(items[1]?.textContent).toContain('Which is larg…');
    for (const item of items) expect(item.textContent).not.toMatch(/\*\*|`/);
  });
});
