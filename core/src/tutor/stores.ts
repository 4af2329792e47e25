import { atom, onMount } from 'nanostores';
import { UserRole } from '../constants';
import type { Generated } from '../contract';
import { api } from '../api/client';
import { appendMessages } from '../chat/history';
import { whenQuiet } from '../chat/sending';
import { offerSurveys } from '../chat/survey-queue';
import { speakInTurn } from '../chat/speech';
import { readSurveyStatus, writeSurveyStatus } from '../chat/survey-status';
import { $autoPlay } from '../preferences/stores';
import { clearAtSignOut } from '../account/sign-out';
import { $isNewUser, $user } from '../account/stores';
import { localArea, readJson, sessionArea, writeJson } from '../storage/areas';
import { firstPracticeKey, practiceCountKey, StorageKey } from '../storage/keys';
import { TutorPrompt, type TutorPromptId } from './constants';
import {
  calendarDay,
  initialTutorState,
  step,
  type DailyFlags,
  type TutorEvent,
  type TutorState,
} from './model';

/** How often the tutor's clock checks the idle thresholds. */
export const TUTOR_TICK_MS = 1000;

/** True while the tutor runs: mounted by the coach, for a signed-in student. */
export const $tutorActive = atom(false);

let state: TutorState = initialTutorState(Date.now());
let owner: number | null = null;
let deliveries: Promise<void> = Promise.resolve();

const student = () => {
  const user = $user.get();
  return user?.user_role_id === UserRole.student ? user : null;
};

function stored(userId: number, now: number): TutorState {
  return initialTutorState(now, {
    daily:
      readJson<DailyFlags>(localArea(), firstPracticeKey(userId, calendarDay(now))) ?? undefined,
    practiceCount: readJson<number>(localArea(), practiceCountKey(userId)) ?? 0,
    surveys: readSurveyStatus(),
    shown: readJson<TutorPromptId[]>(sessionArea(), StorageKey.tutorShown) ?? [],
  });
}

function persist(userId: number, before: TutorState, after: TutorState): void {
  if (after.daily !== before.daily)
    writeJson(localArea(), firstPracticeKey(userId, after.day), after.daily);
  if (after.practiceCount !== before.practiceCount)
    writeJson(localArea(), practiceCountKey(userId), after.practiceCount);
  if (after.surveys !== before.surveys) writeSurveyStatus(after.surveys);
  if (after.shown !== before.shown) writeJson(sessionArea(), StorageKey.tutorShown, after.shown);
}

// The login surveys ride with the welcome-back greeting: when the server declines it (the
// student was greeted today already), this visit asks them nothing either. Each login's greeting
// is delivered before its surveys, so it always sets this first.
let greeted = true;

// One prompt at a time, in order, so a login's greeting comes before its survey questions; each
// waits for a reply being streamed to finish, so it never lands between a question and its reply.
async function deliver(userId: number, prompt: TutorPromptId): Promise<void> {
  if (
    !greeted &&
    (prompt === TutorPrompt.CONFIDENCE_SURVEY_LOGIN ||
      prompt === TutorPrompt.MOTIVATION_SURVEY_LOGIN)
  )
    return;
  try {
    const { messages } = await api.post<Generated>('/chat/generate', {
      nudging_group: 'tutor_prompt',
      nudging_type: prompt,
    });
    if (prompt === TutorPrompt.SUBSEQUENT_LOGIN_DEFAULT) greeted = messages.length > 0;
    await whenQuiet();
    if ($user.get()?.id !== userId) return;
    appendMessages(messages);
    offerSurveys(messages);
    if ($autoPlay.get()) speakInTurn(messages.filter((m) => m.type === 'nudge'));
  } catch {
    // A nudge that cannot be fetched is skipped; the tutor goes on with the next.
  }
}

// The state of the signed-in student, read from this browser's storage when they change.
function stateOf(userId: number): TutorState {
  if (owner !== userId) {
    clearAtSignOut('tutor', endSession);
    owner = userId;
    state = stored(userId, Date.now());
  }
  return state;
}

function dispatch(event: TutorEvent): void {
  const user = student();
  if (!user) return;
  const before = stateOf(user.id);
  const result = step(before, event);
  state = result.state;
  persist(user.id, before, state);
  for (const { prompt } of result.emits) {
    deliveries = deliveries.then(() => deliver(user.id, prompt));
  }
}

// Each login starts a session of prompts; sign-out ends it (and clears its storage).
function endSession(): void {
  owner = null;
}

function start(): void {
  $tutorActive.set(student() !== null);
  dispatch({ type: 'login', firstLogin: $isNewUser.get(), now: Date.now() });
}

/** Tells the tutor the student did something, which resets the idle time. */
export function reportActivity(): void {
  dispatch({ type: 'activity', now: Date.now() });
}

/** Counts a finished practice and lets its tips and surveys follow (score in percent). */
export function finishPractice(score: number): void {
  const user = student();
  if (!user) return;
  const count = stateOf(user.id).practiceCount + 1;
  dispatch({ type: 'practiceFinished', score, count, now: Date.now() });
}

/** Sets the signed-in student's practice counter back to zero. */
export function resetPracticeCount(): void {
  const user = student();
  if (!user) return;
  state = { ...stateOf(user.id), practiceCount: 0 };
  writeJson(localArea(), practiceCountKey(user.id), 0);
}

onMount($tutorActive, () => {
  start();
  const unbind = $user.listen((user) => {
    if (user && user.id !== owner) start();
    else if (!user) $tutorActive.set(false);
  });
  const clock = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TUTOR_TICK_MS);
  const doc = typeof document === 'undefined' ? null : document;
  const events = ['pointerdown', 'keydown'] as const;
  for (const name of events) doc?.addEventListener(name, reportActivity, { passive: true });
  return () => {
    unbind();
    clearInterval(clock);
    for (const name of events) doc?.removeEventListener(name, reportActivity);
    $tutorActive.set(false);
  };
});
