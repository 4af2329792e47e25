import { configureApi } from '@kyu/core/api';
import type { SubmitStreamEvents } from '@kyu/core/contract';
import { resetLibrary } from '@kyu/core/library';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import {
  makeAttempt,
  makeMarked,
  makeQuizDetail,
  makeQuizSummary,
  makeRevisionItem,
  makeSessionUser,
} from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { eventResponse } from '@kyu/test-support/sse';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GamePage } from './game-page';

const detail = makeQuizDetail(2, { quiz: { id: 9 } });
const [q1] = detail.questions.map((q) => q.id) as [number];
const sse = eventResponse<SubmitStreamEvents>;

function serve(mastered: boolean) {
  fakeFetch(
    on('GET', '/api/v1/users/revisions', {
      body: { items: [makeRevisionItem({ mastered })], quizzes: [] },
    }),
    on('POST', '/api/v1/quiz/revision', { status: 201, body: makeQuizSummary({ id: 9 }) }),
    on('GET', '/api/v1/quiz/9?latest=true', { body: detail }),
    on('PATCH', /evaluations/, { body: {} }),
    on('GET', /\/users\/(streaks|xp)/, { body: {} }),
  );
  // The marking streams: the check marks the first question, the finish the rest.
  const json = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) =>
    url.includes('/submit?finish=false')
      ? sse(['evaluations', makeMarked(q1, true)])
      : url.includes('/submit')
        ? sse(['attempt', makeAttempt({ grading_completed: true, xp_collected: 12 })])
        : json(url, init)) as typeof fetch;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser());
});
afterEach(() => {
  cleanup();
  resetLibrary();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('game page', () => {
  it('has a way out to the library, since the game hides the navigation', () => {
    serve(true);
    render(<GamePage />);
    expect(screen.getByRole('link', { name: 'Back to your library' }).getAttribute('href')).toBe(
      '/student/library',
    );
  });

  it('says clearly when nothing is due', async () => {
    serve(true);
    render(<GamePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Nothing is due/);
  });

  it('plays a 60-second round of revision questions and shows the XP the server gave', async () => {
    serve(false);
    render(<GamePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    expect((await screen.findByRole('timer')).textContent).toBe('60 s');
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    const check = screen.getByRole<HTMLButtonElement>('button', { name: 'Check' });
    await waitFor(() => expect(check.disabled).toBe(false));
    fireEvent.click(check);
    expect(await screen.findByText('1 right of 1 marked')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByRole('heading', { name: /Question 2/ })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(
      (await screen.findByRole('heading', { name: 'Game over' })).parentElement!.textContent,
    ).toContain('You got 1 of 1 right and earned 12 XP.');
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  });
});
