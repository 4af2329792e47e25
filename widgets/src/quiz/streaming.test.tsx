import { configureApi } from '@kyu/core/api';
import type { SubmitStreamEvents } from '@kyu/core/contract';
import { $user } from '@kyu/core/session';
import {
  makeAttempt,
  makeEvaluation,
  makeMarked,
  makeQuizDetail,
  makeSessionUser,
  makeStudentQuestion,
} from '@kyu/test-support/data';
import { json } from '@kyu/test-support/fetch';
import { eventStream, eventText } from '@kyu/test-support/sse';
import { resetCore } from '@kyu/core/testing';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { press } from '../testing/dom';
import { Quiz } from './quiz';

// Nothing of core is replaced here: the real stores read a marking stream that the test
// delivers piece by piece, and the test looks at what the student sees after each piece.

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser());
});
// Unmounting a quiz closes it: its clock and stream stop with it.
afterEach(cleanup);

const answered = (questionId: number) =>
  makeEvaluation(questionId, {
    is_submitted: false,
    marks_given: null,
    is_full_marks: null,
    value: '2',
  });

/** What the summary shows of each question, in order. */
const summary = () =>
  within(document.querySelector<HTMLElement>('.kyu-summary')!)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('<Quiz> marking', () => {
  it('shows each question’s mark as its part of the stream arrives, not all at the end', async () => {
    const [a, b, c] = [
      makeStudentQuestion(),
      makeStudentQuestion({ marks: 2 }),
      makeStudentQuestion(),
    ];
    const detail = {
      ...makeQuizDetail([a, b, c]),
      evaluations: [a, b, c].map((q) => answered(q.id)),
    };
    const marking = eventStream<SubmitStreamEvents>();
    globalThis.fetch = vi.fn(async (url: string) =>
      url.includes('/submit')
        ? marking.response
        : json(url.endsWith('/quiz/1?latest=true') ? detail : {}),
    ) as unknown as typeof fetch;
    render(<Quiz quizId="1" listHref="/student/library" />);
    await screen.findByRole('heading', { name: 'Fractions practice' });

    press('Finish');
    await screen.findByRole('heading', { name: 'Marking your answers…' });
    expect(summary()).toEqual([
      'Question 1 Marking…',
      'Question 2 Marking…',
      'Question 3 Marking…',
    ]);

    // The first event cut in two, as a network may deliver it: nothing shows until it is whole.
    const first = eventText<SubmitStreamEvents>('evaluations', makeMarked(a.id, true));
    marking.raw(first.slice(0, 30));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('0 of 3 questions marked')).toBeTruthy();
    marking.raw(first.slice(30));
    await screen.findByText('1 of 3 questions marked');
    expect(summary()).toEqual([
      'Question 1 1 of 1 mark',
      'Question 2 Marking…',
      'Question 3 Marking…',
    ]);

    marking.send(
      'evaluations',
      makeMarked(b.id, true, { marks_given: 1.33, max_marks: 2, is_full_marks: false }),
    );
    await screen.findByText('2 of 3 questions marked');
    expect(summary()).toEqual([
      'Question 1 1 of 1 mark',
      'Question 2 1⅓ of 2 marks',
      'Question 3 Marking…',
    ]);
    expect(screen.queryByRole('heading', { name: 'Your result' })).toBeNull();

    marking.send('evaluations', makeMarked(c.id, false, {}));
    marking.send(
      'attempt',
      makeAttempt({
        submitted_at: '2026-01-05T09:10:00.000Z',
        grading_completed: true,
        total_score: 2.33,
        max_score: 4,
        xp_collected: 34,
      }),
    );
    marking.send('end', {});
    marking.close();
    await screen.findByRole('heading', { name: 'Your result' });
    expect(screen.getByText('2⅓ out of 4 marks')).toBeTruthy();
    expect(screen.getByText('+34 XP earned')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your quizzes' })).toBeTruthy();
  });
});
