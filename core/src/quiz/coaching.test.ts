import { describe, expect, it } from 'vitest';
import { QuizCoaching as K } from '../tutor/constants';
import { coach, initialCoaching, type CoachingEvent, type CoachingState } from './coaching';

const T0 = 1_000_000;

/** Runs the events through the coach, answering the kinds it emitted (null for silence). */
function run(state: CoachingState, events: CoachingEvent[]) {
  const kinds: (number | null)[] = [];
  for (const event of events) {
    const out = coach(state, event);
    state = out.state;
    kinds.push(out.emit?.kind ?? null);
  }
  return { kinds, state };
}

let clock = T0;
const marked = (correct: boolean, seconds = 20): CoachingEvent => ({
  type: 'marked',
  questionId: clock,
  correct,
  seconds,
  now: (clock += 1000),
});
let qid = 1;
const answered = (): CoachingEvent => ({ type: 'answered', questionId: qid++, now: T0 });
const tick = (secondsIdle: number): CoachingEvent => ({
  type: 'tick',
  now: T0 + secondsIdle * 1000,
});
const start = (total = 20, newUser = false) => initialCoaching(total, newUser, T0);
const emitted = (kinds: (number | null)[]) => kinds.filter((k) => k !== null);

describe('quiz coaching: runs of correct answers', () => {
  it('sends STREAK_2_IN_A_ROW at 2 correct in a row', () => {
    const { kinds } = run(start(), [marked(false), marked(true), marked(true)]);
    expect(kinds).toEqual([null, null, K.STREAK_2_IN_A_ROW]);
  });

  it('sends STREAK_3, STREAK_4 and STREAK_5 as the run grows', () => {
    const { kinds } = run(
      start(),
      [false, true, true, true, true, true].map((c) => marked(c)),
    );
    expect(emitted(kinds)).toEqual([
      K.STREAK_2_IN_A_ROW,
      K.STREAK_3_IN_A_ROW,
      K.STREAK_4_IN_A_ROW,
      K.STREAK_5_IN_A_ROW,
    ]);
  });

  it('sends each streak kind once per quiz, even for a new run', () => {
    const { kinds } = run(
      start(),
      [false, true, true, false, true, true].map((c) => marked(c)),
    );
    expect(emitted(kinds)).toEqual([K.STREAK_2_IN_A_ROW]);
  });

  it('sends EXCELLENCE_AFTER_3_QUESTION when the first 3 are all correct, before the streak', () => {
    const { kinds } = run(start(), [marked(true), marked(true), marked(true)]);
    expect(kinds).toEqual([null, K.STREAK_2_IN_A_ROW, K.EXCELLENCE_AFTER_3_QUESTION]);
  });

  it('sends EXCELLENCE_CONTINUED_AFTER_6_QUESTION when the first 6 are all correct', () => {
    const { kinds } = run(
      start(),
      Array.from({ length: 6 }, () => marked(true)),
    );
    expect(kinds.at(-1)).toBe(K.EXCELLENCE_CONTINUED_AFTER_6_QUESTION);
  });

  it('sends EXCELLENCE_BROKEN_AFTER_2_MISTAKES at the second mistake after an excellent start', () => {
    const events = [true, true, true, false, true, false].map((c) => marked(c));
    const { kinds } = run(start(), events);
    expect(kinds.at(-1)).toBe(K.EXCELLENCE_BROKEN_AFTER_2_MISTAKES);
  });

  it('never sends EXCELLENCE_BROKEN_AFTER_2_MISTAKES without an excellent start', () => {
    const events = [true, false, true, false, false].map((c) => marked(c));
    expect(emitted(run(start(), events).kinds)).not.toContain(K.EXCELLENCE_BROKEN_AFTER_2_MISTAKES);
  });
});

describe('quiz coaching: pace after a fast wrong answer', () => {
  it('sends FAST_INCORRECT_BEHAVIOR_UNCHANGED when the next answer is fast again', () => {
    const { kinds } = run(start(), [marked(false, 2), marked(false, 3)]);
    expect(kinds).toEqual([null, K.FAST_INCORRECT_BEHAVIOR_UNCHANGED]);
  });

  it('sends FAST_INCORRECT_BEHAVIOR_CHANGED when the next answer takes 5 s or more', () => {
    const { kinds } = run(start(), [marked(false, 2), marked(true, 12)]);
    expect(kinds).toEqual([null, K.FAST_INCORRECT_BEHAVIOR_CHANGED]);
  });

  it('says nothing of pace after a slow wrong answer', () => {
    const { kinds } = run(start(), [marked(false, 30), marked(false, 2)]);
    expect(kinds).toEqual([null, null]);
  });
});

describe('quiz coaching: progress through the quiz', () => {
  it('sends MIDWAY_NO_MESSAGE_SENT at the half-way question when nothing was sent yet', () => {
    const { kinds } = run(start(4), [answered(), answered()]);
    expect(kinds).toEqual([null, K.MIDWAY_NO_MESSAGE_SENT]);
  });

  it('sends TARGETED_GOAL_ONE_THIRD, MID and TWO_THIRD at the thirds and the half', () => {
    const { kinds } = run(start(6), Array.from({ length: 6 }, answered));
    expect(kinds).toEqual([
      null,
      K.TARGETED_GOAL_ONE_THIRD,
      K.TARGETED_GOAL_MID,
      K.TARGETED_GOAL_TWO_THIRD,
      null,
      null,
    ]);
  });

  it('gives the thirds their event keys', () => {
    const keys: (string | null)[] = [];
    let state = start(6);
    for (const event of Array.from({ length: 4 }, answered)) {
      const out = coach(state, event);
      state = out.state;
      if (out.emit) keys.push(out.emit.eventKey);
    }
    expect(keys).toEqual(['quiz_one_third', 'quiz_mid', 'quiz_two_third']);
  });

  it('counts a question answered twice once', () => {
    const again: CoachingEvent = { type: 'answered', questionId: 999, now: T0 };
    const { kinds } = run(start(6), [again, again, again]);
    expect(kinds).toEqual([null, null, null]);
  });

  it('sends no goal messages in a quiz shorter than 3 questions', () => {
    expect(emitted(run(start(2), [answered(), answered()]).kinds)).toEqual([]);
  });

  it('sends NEW_USER_1, _3 and _5_QUESTION_COMPLETED to a new user, with their keys', () => {
    let state = start(20, true);
    const out: [number, string | null][] = [];
    for (const event of Array.from({ length: 5 }, answered)) {
      const step = coach(state, event);
      state = step.state;
      if (step.emit) out.push([step.emit.kind, step.emit.eventKey]);
    }
    expect(out).toEqual([
      [K.NEW_USER_1_QUESTION_COMPLETED, 'new_user_1_qn_completed'],
      [K.NEW_USER_3_QUESTION_COMPLETED, 'new_user_3_qn_completed'],
      [K.NEW_USER_5_QUESTION_COMPLETED, 'new_user_5_qn_completed'],
    ]);
  });

  it('sends no new-user messages to a returning student', () => {
    expect(emitted(run(start(20), Array.from({ length: 5 }, answered)).kinds)).toEqual([]);
  });

  it('lets a new user message outrank the third it coincides with', () => {
    const { kinds } = run(start(9, true), Array.from({ length: 3 }, answered));
    expect(kinds).toEqual([K.NEW_USER_1_QUESTION_COMPLETED, null, K.NEW_USER_3_QUESTION_COMPLETED]);
  });
});

describe('quiz coaching: idle time', () => {
  it('sends IDLE_90_SECONDS after 90 s without interaction, then IDLE_120_SECONDS at 120 s', () => {
    const { kinds } = run(start(), [tick(89), tick(90), tick(100), tick(120), tick(200)]);
    expect(kinds).toEqual([null, K.IDLE_90_SECONDS, null, K.IDLE_120_SECONDS, null]);
  });

  it('counts idle time from the last interaction', () => {
    const touch: CoachingEvent = { type: 'activity', now: T0 + 60_000 };
    const { kinds } = run(start(), [touch, tick(100), tick(150)]);
    expect(kinds).toEqual([null, null, K.IDLE_90_SECONDS]);
  });

  it('sends only IDLE_120_SECONDS after a long gap, not both in a row', () => {
    const { kinds } = run(start(), [tick(300), tick(301)]);
    expect(kinds).toEqual([K.IDLE_120_SECONDS, null]);
  });
});

describe('quiz coaching: delivery rules', () => {
  it('sends at most one message per event, and each kind once per quiz', () => {
    const { kinds, state } = run(
      start(),
      Array.from({ length: 12 }, () => marked(true)),
    );
    expect(new Set(emitted(kinds)).size).toBe(emitted(kinds).length);
    expect(state.sent).toHaveLength(emitted(kinds).length);
  });

  it('tells whether the latest marked answer was right', () => {
    const out = coach(run(start(), [marked(false)]).state, marked(true));
    expect(out.emit).toBeNull();
    const streak = coach(out.state, marked(true));
    expect(streak.emit?.latestCorrect).toBe(true);
  });
});
