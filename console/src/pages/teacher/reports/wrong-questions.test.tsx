import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WrongQuestions } from './wrong-questions';

afterEach(cleanup);

describe("the class report's most-missed questions", () => {
  it('shows a question written in Markdown as words: no ** or backtick reaches the teacher', () => {
    render(
      <MemoryRouter>
        <WrongQuestions
          classId={3}
          names={new Map([[9, 'Mia Tan']])}
          questions={[
            {
              question_id: 1,
              excerpt: 'Write **12/18** as a fraction in its lowest terms, like `1/2`.',
              wrong_percent: 66.7,
              answered: 18,
              student_ids: [9],
            },
          ]}
        />
      </MemoryRouter>,
    );
    const item = screen.getByText(/Write 12\/18 as a fraction/);
    expect(item.textContent).toContain('like 1/2.');
    expect(item.closest('section')?.textContent).not.toMatch(/\*\*|`/);
    expect(screen.getByRole('link', { name: 'Mia Tan' })).toBeTruthy();
  });

  it('ends a question the server cut short with an ellipsis', () => {
    render(
      <MemoryRouter>
        <WrongQuestions
          classId={3}
          names={new Map()}
          questions={[
            {
              question_id: 2,
              excerpt: `A **long** question ${'x'.repeat(140)}`,
              wrong_percent: 50,
              answered: 2,
              student_ids: [],
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^A long question x+… —/)).toBeTruthy();
  });
});
