import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $chatMessages, $streaming, resetChat } from '../chat/stores';
import { $surveyQueue } from '../chat/survey-queue';
import { readSurveyStatus, writeSurveyStatus } from '../chat/survey-status';
import type { SessionUser } from '../contract';
import { $autoPlay } from '../preferences/stores';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { firstPracticeKey, practiceCountKey } from '../storage/keys';
import { makeChatMessage, makeSessionUser } from '@kyu/test-support/data';
import { json } from '@kyu/test-support/fetch';
import { resetCore } from '../testing/reset';
import { $tutorActive, finishPractice, reportActivity, resetPracticeCount, TutorPrompt } from '.';

const {
  FIRST_LOGIN_DEFAULT,
  FIRST_LOGIN_IDLE_30S,
  SUBSEQUENT_LOGIN_DEFAULT,
  AFTER_FIRST_PRACTICE_IDLE_10S,
  AFTER_FIRST_PRACTICE_IDLE_2MIN,
  SUBSEQUENT_LOGIN_IDLE_2MIN,
  SURVEY_DISPOSITION_OF_LEARNING,
  WELLNESS_TIPS,
  MOTIVATIONAL_TIPS,
  CONFIDENCE_SURVEY_LOGIN,
  CONFIDENCE_SURVEY_AFTER_PRACTICE,
  MOTIVATION_SURVEY_LOGIN,
  MOTIVATION_SURVEY_AFTER_PRACTICE,
} = TutorPrompt;

let areas: ReturnType<typeof resetCore>;
let asked: number[] = [];
let unmount: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 0, 5, 9, 0, 0));
  areas = resetCore();
  resetChat();
  $autoPlay.set(false);
  asked = [];
  globalThis.fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const { nudging_type } = JSON.parse(String(init?.body)) as { nudging_type: number };
    asked.push(nudging_type);
    return json({ messages: [makeChatMessage({ type: 'nudge', text: `nudge ${nudging_type}` })] });
  }) as typeof fetch;
});
afterEach(() => {
  unmount();
  cleanStores($tutorActive, $autoPlay);
  vi.useRealTimers();
});

const firstLogin = () => makeSessionUser({ last_logged_in: null });
const laterLogin = () => makeSessionUser({ last_logged_in: '2026-01-04T09:00:00.000Z' });

/** Signs the user in and mounts the tutor, as the coach does. */
async function signInAndMount(user: SessionUser = laterLogin()) {
  $user.set(user);
  unmount = $tutorActive.listen(() => undefined);
  await vi.advanceTimersByTimeAsync(0);
  return user;
}

/** Lets `ms` of idle time pass, with the tutor's clock ticking. */
const idle = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('tutor prompt triggers (overview §4)', () => {
  it('first login: gives the default prompt (1) at 0 s idle', async () => {
    await signInAndMount(firstLogin());
    expect(asked).toEqual([FIRST_LOGIN_DEFAULT]);
  });

  it('first login: gives the idle prompt (2) at 30 s idle', async () => {
    await signInAndMount(firstLogin());
    await idle(29_000);
    expect(asked).not.toContain(FIRST_LOGIN_IDLE_30S);
    await idle(1_000);
    expect(asked).toEqual([FIRST_LOGIN_DEFAULT, FIRST_LOGIN_IDLE_30S]);
  });

  it('subsequent login: gives the default prompt (3) and offers both login surveys (10, 12)', async () => {
    await signInAndMount();
    expect(asked).toEqual([
      SUBSEQUENT_LOGIN_DEFAULT,
      CONFIDENCE_SURVEY_LOGIN,
      MOTIVATION_SURVEY_LOGIN,
    ]);
  });

  it('subsequent login: asks no login survey when the server declines the greeting (greeted today)', async () => {
    globalThis.fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const { nudging_type } = JSON.parse(String(init?.body)) as { nudging_type: number };
      asked.push(nudging_type);
      return json({ messages: [] });
    }) as typeof fetch;
    await signInAndMount();
    expect(asked).toEqual([SUBSEQUENT_LOGIN_DEFAULT]);
    expect($chatMessages.get()).toEqual([]);
  });

  it('subsequent login: offers only the login surveys not yet completed', async () => {
    writeSurveyStatus({ completed: [1], loginShown: false });
    await signInAndMount();
    expect(asked).toEqual([SUBSEQUENT_LOGIN_DEFAULT, MOTIVATION_SURVEY_LOGIN]);
  });

  it('subsequent login: marks both login surveys shown', async () => {
    await signInAndMount();
    expect(readSurveyStatus().loginShown).toBe(true);
  });

  it('subsequent login: gives the idle prompt (6) at 120 s idle', async () => {
    await signInAndMount();
    await idle(119_000);
    expect(asked).not.toContain(SUBSEQUENT_LOGIN_IDLE_2MIN);
    await idle(1_000);
    expect(asked).toContain(SUBSEQUENT_LOGIN_IDLE_2MIN);
  });

  it('activity resets the idle time', async () => {
    await signInAndMount(firstLogin());
    await idle(20_000);
    reportActivity();
    await idle(20_000);
    expect(asked).not.toContain(FIRST_LOGIN_IDLE_30S);
    await idle(10_000);
    expect(asked).toContain(FIRST_LOGIN_IDLE_30S);
  });

  it('a finished practice scoring 60 or more gives wellness tips (8)', async () => {
    await signInAndMount();
    asked = [];
    finishPractice(60);
    await idle(0);
    expect(asked).toEqual([WELLNESS_TIPS]);
  });

  it('a finished practice scoring below 60 gives motivational tips (9)', async () => {
    await signInAndMount();
    asked = [];
    finishPractice(59);
    await idle(0);
    expect(asked).toEqual([MOTIVATIONAL_TIPS]);
  });

  it("tips follow only the day's first practice, whose score has not yet shown tips", async () => {
    const user = await signInAndMount();
    finishPractice(80);
    await idle(0);
    const stored = JSON.parse(areas.local.getItem(firstPracticeKey(user.id, '2026-01-05'))!);
    expect(stored).toEqual({ finished: true, score: 80, viewedTips: true });
    asked = [];
    finishPractice(20);
    await idle(0);
    expect(asked).not.toContain(MOTIVATIONAL_TIPS);
  });

  it('10 s idle after the first finished practice gives prompt 4', async () => {
    await signInAndMount();
    finishPractice(70);
    await idle(9_000);
    expect(asked).not.toContain(AFTER_FIRST_PRACTICE_IDLE_10S);
    await idle(1_000);
    expect(asked).toContain(AFTER_FIRST_PRACTICE_IDLE_10S);
  });

  it('120 s idle after the first finished practice gives prompt 5', async () => {
    await signInAndMount();
    finishPractice(70);
    await idle(119_000);
    expect(asked).not.toContain(AFTER_FIRST_PRACTICE_IDLE_2MIN);
    await idle(1_000);
    expect(asked).toContain(AFTER_FIRST_PRACTICE_IDLE_2MIN);
  });

  it('at 2 s idle with the survey flag set, triggers the disposition-of-learning survey (7)', async () => {
    await signInAndMount();
    finishPractice(70);
    await idle(1_000);
    expect(asked).not.toContain(SURVEY_DISPOSITION_OF_LEARNING);
    await idle(1_000);
    expect(asked).toContain(SURVEY_DISPOSITION_OF_LEARNING);
    expect(asked).not.toContain(CONFIDENCE_SURVEY_AFTER_PRACTICE);
  });

  it('with a practice count above 1, offers both after-practice surveys (11, 13)', async () => {
    const user = await signInAndMount();
    areas.local.setItem(practiceCountKey(user.id), '1');
    signOutLocally();
    await signInAndMount(user);
    finishPractice(70);
    await idle(2_000);
    expect(asked.slice(-3)).toEqual([
      SURVEY_DISPOSITION_OF_LEARNING,
      CONFIDENCE_SURVEY_AFTER_PRACTICE,
      MOTIVATION_SURVEY_AFTER_PRACTICE,
    ]);
  });

  it('shows each prompt only once per session', async () => {
    await signInAndMount(firstLogin());
    await idle(60_000);
    unmount();
    cleanStores($tutorActive);
    await signInAndMount($user.get()!);
    await idle(60_000);
    expect(asked).toEqual([FIRST_LOGIN_DEFAULT, FIRST_LOGIN_IDLE_30S]);
  });

  it('starts a new session of prompts at the next sign-in', async () => {
    const user = await signInAndMount(firstLogin());
    signOutLocally();
    await signInAndMount(user);
    expect(asked).toEqual([FIRST_LOGIN_DEFAULT, FIRST_LOGIN_DEFAULT]);
  });

  it('keeps the daily first-practice flags per user and per calendar day', async () => {
    const user = await signInAndMount();
    finishPractice(40);
    await idle(0);
    vi.setSystemTime(new Date(2026, 0, 6, 8, 0, 0));
    await idle(1_000);
    asked = [];
    finishPractice(90);
    await idle(0);
    expect(asked).toEqual([WELLNESS_TIPS]);
    expect(areas.local.getItem(firstPracticeKey(user.id, '2026-01-05'))).toContain('"score":40');
    expect(areas.local.getItem(firstPracticeKey(user.id, '2026-01-06'))).toContain('"score":90');
  });

  it('counts finished practices and resets the counter', async () => {
    const user = await signInAndMount();
    finishPractice(50);
    finishPractice(50);
    expect(areas.local.getItem(practiceCountKey(user.id))).toBe('2');
    resetPracticeCount();
    expect(areas.local.getItem(practiceCountKey(user.id))).toBe('0');
  });

  it('appends the generated messages to the chat, in order', async () => {
    await signInAndMount();
    expect($chatMessages.get().map((m) => m.text)).toEqual(['nudge 3', 'nudge 10', 'nudge 12']);
  });

  it('holds its messages while a reply streams, so none lands between a question and its reply', async () => {
    await signInAndMount();
    const before = $chatMessages.get().length;
    $streaming.set({ question: 'What is a ratio?', text: 'A ratio', incomplete: false });
    finishPractice(90);
    await idle(2_000);
    expect(asked.at(-1)).toBe(WELLNESS_TIPS);
    expect($chatMessages.get()).toHaveLength(before);
    $streaming.set(null);
    await idle(0);
    expect(
      $chatMessages
        .get()
        .slice(before)
        .map((m) => m.text),
    ).toEqual(['nudge 8', 'nudge 7']);
  });

  it('offers the survey questions it brings to the survey queue', async () => {
    globalThis.fetch = vi.fn(async () =>
      json({ messages: [makeChatMessage({ type: 'survey_question', survey_question_id: 101 })] }),
    ) as typeof fetch;
    await signInAndMount();
    expect($surveyQueue.get()).toHaveLength(3);
  });

  it('runs for students only', async () => {
    await signInAndMount(makeSessionUser({ user_role_id: 6 }));
    await idle(200_000);
    expect(asked).toEqual([]);
    expect($tutorActive.get()).toBe(false);
  });
});
