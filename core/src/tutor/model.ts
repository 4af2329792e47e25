import type { SurveyStatus } from '../chat/survey-status';
import {
  Survey,
  TIPS_SCORE_THRESHOLD,
  TutorIdle,
  TutorPrompt,
  type TutorPromptId,
} from './constants';

/** The first practice of a calendar day: finished, its score, and whether its tips were shown. */
export interface DailyFlags {
  readonly finished: boolean;
  readonly score: number | null;
  readonly viewedTips: boolean;
}

/** Flags of a day with no practice yet. */
export const NO_PRACTICE_YET: DailyFlags = { finished: false, score: null, viewedTips: false };

/** Everything the tutor's choice rules (overview §4) depend on. */
export interface TutorState {
  /** Nobody signed in yet, a user's very first login, or a later one. */
  readonly login: 'none' | 'first' | 'subsequent';
  /** When the student last did something, in ms: idle time counts from here. */
  readonly activeAt: number;
  /** The calendar day (`YYYY-MM-DD`, local time) the daily flags belong to. */
  readonly day: string;
  readonly daily: DailyFlags;
  /** The practice counter (kept per user; it can be reset). */
  readonly practiceCount: number;
  /** The day's first practice finished in this session, so prompts 4 and 5 may follow it. */
  readonly afterFirstPractice: boolean;
  /** Raised by a finished practice; the disposition survey follows 2 s of idle. */
  readonly surveyFlag: boolean;
  readonly surveys: SurveyStatus;
  /** The prompts shown this session: each shows once. */
  readonly shown: readonly TutorPromptId[];
}

/** Something that happened: a login, the clock, the student acting, a finished practice. */
export type TutorEvent =
  | { readonly type: 'login'; readonly firstLogin: boolean; readonly now: number }
  | { readonly type: 'tick'; readonly now: number }
  | { readonly type: 'activity'; readonly now: number }
  | {
      readonly type: 'practiceFinished';
      readonly score: number;
      readonly count: number;
      readonly now: number;
    };

/** A prompt to show: the stores ask the server for its message. */
export interface TutorEmit {
  readonly prompt: TutorPromptId;
}

/** The local calendar day of a time, as `YYYY-MM-DD`. */
export function calendarDay(now: number): string {
  const d = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The state before any login, from what this browser kept for the user. */
export function initialTutorState(
  now: number,
  stored: Partial<Pick<TutorState, 'daily' | 'practiceCount' | 'surveys' | 'shown'>> = {},
): TutorState {
  return {
    login: 'none',
    activeAt: now,
    day: calendarDay(now),
    daily: stored.daily ?? NO_PRACTICE_YET,
    practiceCount: stored.practiceCount ?? 0,
    afterFirstPractice: false,
    surveyFlag: false,
    surveys: stored.surveys ?? { completed: [], loginShown: false },
    shown: stored.shown ?? [],
  };
}

function applyEvent(state: TutorState, event: TutorEvent): TutorState {
  switch (event.type) {
    case 'login':
      return { ...state, login: event.firstLogin ? 'first' : 'subsequent', activeAt: event.now };
    case 'activity':
      return { ...state, activeAt: event.now };
    case 'tick':
      if (calendarDay(event.now) === state.day) return state;
      return {
        ...state,
        day: calendarDay(event.now),
        daily: NO_PRACTICE_YET,
        afterFirstPractice: false,
      };
    case 'practiceFinished': {
      const first = !state.daily.finished;
      return {
        ...state,
        activeAt: event.now,
        practiceCount: event.count,
        surveyFlag: true,
        daily: first ? { finished: true, score: event.score, viewedTips: false } : state.daily,
        afterFirstPractice: state.afterFirstPractice || first,
      };
    }
  }
}

/**
 * The tutor's choice rules (overview §4) as a pure step: the state after `event`, and the
 * prompts that are due now. Nothing is due before a login.
 */
export function step(
  state: TutorState,
  event: TutorEvent,
): { state: TutorState; emits: TutorEmit[] } {
  const next = applyEvent(state, event);
  if (next.login === 'none') return { state: next, emits: [] };
  const now = event.now;
  const idle = now - next.activeAt;
  const shown = [...next.shown];
  const emits: TutorEmit[] = [];
  const show = (prompt: TutorPromptId) => {
    if (shown.includes(prompt)) return;
    shown.push(prompt);
    emits.push({ prompt });
  };
  let { daily, surveys, surveyFlag } = next;

  if (next.login === 'first') {
    show(TutorPrompt.FIRST_LOGIN_DEFAULT);
    if (idle >= TutorIdle.firstLogin) show(TutorPrompt.FIRST_LOGIN_IDLE_30S);
  } else {
    if (!shown.includes(TutorPrompt.SUBSEQUENT_LOGIN_DEFAULT)) {
      show(TutorPrompt.SUBSEQUENT_LOGIN_DEFAULT);
      if (!surveys.loginShown) {
        if (!surveys.completed.includes(Survey.confidenceLogin))
          show(TutorPrompt.CONFIDENCE_SURVEY_LOGIN);
        if (!surveys.completed.includes(Survey.motivationLogin))
          show(TutorPrompt.MOTIVATION_SURVEY_LOGIN);
        surveys = { ...surveys, loginShown: true };
      }
    }
    if (idle >= TutorIdle.long) show(TutorPrompt.SUBSEQUENT_LOGIN_IDLE_2MIN);
  }

  if (daily.finished && !daily.viewedTips && daily.score !== null) {
    show(
      daily.score >= TIPS_SCORE_THRESHOLD
        ? TutorPrompt.WELLNESS_TIPS
        : TutorPrompt.MOTIVATIONAL_TIPS,
    );
    daily = { ...daily, viewedTips: true };
  }

  if (surveyFlag && idle >= TutorIdle.survey) {
    show(TutorPrompt.SURVEY_DISPOSITION_OF_LEARNING);
    if (next.practiceCount > 1) {
      show(TutorPrompt.CONFIDENCE_SURVEY_AFTER_PRACTICE);
      show(TutorPrompt.MOTIVATION_SURVEY_AFTER_PRACTICE);
    }
    surveyFlag = false;
  }

  if (next.afterFirstPractice && idle >= TutorIdle.afterPractice)
    show(TutorPrompt.AFTER_FIRST_PRACTICE_IDLE_10S);
  if (next.afterFirstPractice && idle >= TutorIdle.long)
    show(TutorPrompt.AFTER_FIRST_PRACTICE_IDLE_2MIN);

  return { state: { ...next, shown, daily, surveys, surveyFlag }, emits };
}
