import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitStreamEvents } from '../contract';
import { $user } from '../account/stores';
import { configureApi } from '../api/client';
import { resetLibrary } from '../library';
import {
  makeAttempt,
  makeMarked,
  makeQuizDetail,
  makeQuizSummary,
  makeRevisionItem,
  makeSessionUser,
} from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';
import { eventResponse } from '@kyu/test-support/sse';
import { resetCore } from '../testing/reset';
import { createGame, type Game } from '.';

const detail = makeQuizDetail(2, { quiz: { id: 9 } });
const [q1, q2] = detail.questions.map((q) => q.id) as [number, number];
let game: Game;
let seen: SeenRequest[];

// Answers the submit stream itself: `fakeFetch` answers JSON only.
function serveSubmits(marks: (finish: boolean) => Response) {
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: string, init?: RequestInit) =>
    input.includes('/submit')
      ? marks(!input.includes('finish=false'))
      : real(input, init)) as typeof fetch;
}

const sse = eventResponse<SubmitStreamEvents>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-05T09:00:00.000Z'));
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser());
  game = createGame(60);
});
afterEach(() => {
  game.stopGame();
  resetLibrary();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function serveRevisions(open: boolean) {
  seen = fakeFetch(
    on('GET', '/api/v1/users/revisions', {
      body: { items: [makeRevisionItem({ mastered: !open })], quizzes: [] },
    }),
    on('POST', '/api/v1/quiz/revision', { status: 201, body: makeQuizSummary({ id: 9 }) }),
    on('GET', '/api/v1/quiz/9?latest=true', { body: detail }),
    on('PATCH', /\/api\/v1\/quiz\/evaluations\//, { body: {} }),
  );
}

describe('game', () => {
  it('says nothing is due when every mistake is mastered, and makes no quiz', async () => {
    serveRevisions(false);
    await game.startGame();
    expect(game.$phase.get()).toBe('nothing-due');
    expect(seen.map((r) => r.method)).toEqual(['GET']);
  });

  it('plays a revision quiz through the quiz stores and finishes it when time is up', async () => {
    serveRevisions(true);
    serveSubmits((finish) =>
      finish
        ? sse(
            ['evaluations', makeMarked(q2, false)],
            ['attempt', makeAttempt({ grading_completed: true, xp_collected: 10 })],
          )
        : sse(['evaluations', makeMarked(q1, true)]),
    );
    await game.startGame();
    expect(game.$phase.get()).toBe('playing');
    expect(seen.find((r) => r.method === 'POST')?.url).toBe('/api/v1/quiz/revision');
    game.quiz.answerQuestion(q1, '1');
    await game.check(q1);
    expect(game.$score.get()).toEqual({ marked: 1, correct: 1 });
    game.next();
    expect(game.$position.get()).toBe(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(game.$secondsLeft.get()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(game.$phase.get()).toBe('over');
    expect(game.$score.get()).toEqual({ marked: 2, correct: 1 });
    expect(game.quiz.$attemptResult.get()?.xp_collected).toBe(10);
  });

  it('ends the round as soon as the last question is marked', async () => {
    serveRevisions(true);
    serveSubmits((finish) =>
      finish
        ? sse(['attempt', makeAttempt({ grading_completed: true })])
        : sse(['evaluations', makeMarked(q1, true)], ['evaluations', makeMarked(q2, true)]),
    );
    await game.startGame();
    game.quiz.answerQuestion(q1, '1');
    await game.check(q1);
    expect(game.$phase.get()).toBe('over');
  });
});
