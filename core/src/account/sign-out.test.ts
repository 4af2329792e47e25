import { cleanStores } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $chatMessages, $chatTotal, $streaming, loadChat, sendMessage } from '../chat/stores';
import { $surveyQueue, offerSurveys } from '../chat/survey-queue';
import type { ChatStreamEvents } from '../contract';
import {
  makeAttempt,
  makeChatMessage,
  makeQuizDetail,
  makeQuizSummary,
  makeSessionUser,
} from '@kyu/test-support/data';
import { json } from '@kyu/test-support/fetch';
import { eventStream } from '@kyu/test-support/sse';
import { $quizList, loadLibrary } from '../library/stores';
import { $onboarding, loadOnboarding } from '../onboarding/stores';
import { $streaks, $xp, refreshProgress } from '../progress/stores';
import { createQuiz } from '../quiz/stores';
import { $tutorActive } from '../tutor/stores';
import { resetCore } from '../testing/reset';
import { SIGN_OUT_CLEARS, signOutLocally } from './sign-out';
import { $user } from './stores';

const quizOne = makeQuizDetail(2);
const quizTwo = makeQuizDetail(1, {
  quiz: { ...quizOne.quiz, id: 2 },
  attempt: makeAttempt({ id: 78, quiz_id: 2 }),
});

// Answers each call by the start of its path; the reply streams until the test ends it.
let reply = eventStream<ChatStreamEvents>();
let signals: AbortSignal[] = [];
const ANSWERS: [string, () => Response][] = [
  ['/chat/stream', () => reply.response],
  ['/chat/generate', () => json({ messages: [] })],
  ['/chat', () => json({ messages: [makeChatMessage()], total_count: 1 })],
  ['/quiz/1', () => json(quizOne)],
  ['/quiz/2', () => json(quizTwo)],
  ['/quiz', () => json([makeQuizSummary()])],
  ['/users/streaks', () => json({ active: true, days: 3 })],
  ['/users/xp', () => json({ xp: 10, level: 1, next_level_xp: 100, current_level_base_xp: 0 })],
  ['/users/onboarding', () => json({ display_name: 'Ada' })],
];

beforeEach(() => {
  resetCore();
  reply = eventStream<ChatStreamEvents>();
  signals = [];
  globalThis.fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (init.signal) signals.push(init.signal);
    const path = url.replace('/api/v1', '');
    return ANSWERS.find(([start]) => path.startsWith(start))?.[1]() ?? json({});
  }) as unknown as typeof fetch;
});

describe('sign-out', () => {
  it('lists what it empties in memory, feature by feature', () => {
    expect(SIGN_OUT_CLEARS).toEqual([
      'chat',
      'surveys',
      'tutor',
      'quiz',
      'library',
      'progress',
      'onboarding',
      'cart',
      'courses',
      'family',
      'referrals',
      'redeem',
      'leaderboard',
      'play',
      'learning',
    ]);
  });

  it('empties the chat history and stops the reply streaming', async () => {
    $user.set(makeSessionUser());
    await loadChat();
    void sendMessage('Why is the sky blue?');
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    expect([$chatMessages.get().length, $chatTotal.get()]).toEqual([1, 1]);
    signOutLocally();
    expect([$chatMessages.get(), $chatTotal.get(), $streaming.get()]).toEqual([[], 0, null]);
    expect(signals[0]!.aborted).toBe(true);
  });

  it('forgets the survey questions waiting', () => {
    $user.set(makeSessionUser());
    offerSurveys([makeChatMessage({ type: 'survey_question', survey_id: 1 })]);
    expect($surveyQueue.get()).toHaveLength(1);
    signOutLocally();
    expect($surveyQueue.get()).toEqual([]);
  });

  it('closes every quiz open on the page', async () => {
    $user.set(makeSessionUser());
    const [first, second] = [createQuiz(), createQuiz()];
    await first.loadQuiz({ quizId: 1, mode: 'student' });
    await second.loadQuiz({ quizId: 2, mode: 'student' });
    first.answerQuestion(quizOne.questions[0]!.id, '1');
    signOutLocally();
    expect([first.$quiz.get(), second.$quiz.get()]).toEqual([null, null]);
    expect([first.$answers.get(), second.$answers.get()]).toEqual([{}, {}]);
  });

  it('empties the quiz library, the streak and XP, and the onboarding answers', async () => {
    $user.set(makeSessionUser());
    await Promise.all([loadLibrary(), refreshProgress(), loadOnboarding()]);
    expect([$quizList.get(), $streaks.get(), $xp.get(), $onboarding.get()]).not.toContain(null);
    signOutLocally();
    expect([$quizList.get(), $streaks.get(), $xp.get(), $onboarding.get()]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it("ends the tutor's session of prompts, so the next sign-in is greeted again", async () => {
    const user = makeSessionUser({ last_logged_in: null });
    const greetings = () =>
      vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/chat/generate'));
    for (const round of [1, 2]) {
      $user.set(user);
      const unmount = $tutorActive.listen(() => undefined);
      await vi.waitFor(() => expect(greetings()).toHaveLength(round));
      unmount();
      cleanStores($tutorActive);
      signOutLocally();
    }
  });
});
