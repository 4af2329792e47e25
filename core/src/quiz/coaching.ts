import {
  QuizCoaching,
  QuizEventKey,
  type QuizCoachingId,
  type QuizEventKeyName,
} from '../tutor/constants';

/**
 * Thresholds of the quiz coaching rules (overview §4, §9). Streak kinds, like every other kind,
 * are sent at most once per quiz: a student who keeps breaking and rebuilding short runs would
 * otherwise hear "two in a row" again and again.
 */
export const Coaching = {
  /** Correct answers in a row that earn STREAK_2 … STREAK_5. */
  streaks: [2, 3, 4, 5],
  /** The first questions all correct that earn the excellence messages. */
  excellenceFirst: 3,
  excellenceContinued: 6,
  /** Mistakes after an excellent start that break it. */
  excellenceBrokenMistakes: 2,
  /** An answer marked in under this many seconds is "fast". */
  fastSeconds: 5,
  /** Seconds without any interaction before each idle message. */
  idleFirst: 90,
  idleSecond: 120,
  /** Answers completed that earn a new user's messages. */
  newUser: [1, 3, 5],
  /** Shorter quizzes have no thirds or half-way point worth a message. */
  minQuestionsForGoals: 3,
} as const;

/** What the coach knows of a quiz in progress. */
export interface CoachingState {
  readonly total: number;
  readonly newUser: boolean;
  /** Questions answered at least once. */
  readonly answered: readonly number[];
  /** Questions marked, in order, and whether each was right. */
  readonly results: readonly boolean[];
  readonly streak: number;
  /** Set once the first questions were all right; counts the mistakes since. */
  readonly excellentMistakes: number | null;
  /** The last marked answer was wrong and fast: the next one tells whether the pace changed. */
  readonly afterFastIncorrect: boolean;
  readonly lastActivity: number;
  readonly sent: readonly QuizCoachingId[];
}

/** Something that happened in the quiz, with the time it happened (ms). */
export type CoachingEvent =
  | { readonly type: 'answered'; readonly questionId: number; readonly now: number }
  | {
      readonly type: 'marked';
      readonly questionId: number;
      readonly correct: boolean;
      /** Seconds the student took over the question. */
      readonly seconds: number;
      readonly now: number;
    }
  /** Any other interaction (showing a question, scrolling back): only resets the idle time. */
  | { readonly type: 'activity'; readonly now: number }
  | { readonly type: 'tick'; readonly now: number };

/** A message to ask the server for, with whether the last marked answer was right. */
export interface CoachingEmit {
  readonly kind: QuizCoachingId;
  readonly latestCorrect: boolean | null;
  readonly eventKey: QuizEventKeyName | null;
}

/** The coach's state at the start of a quiz of `total` questions. */
export function initialCoaching(total: number, newUser: boolean, now: number): CoachingState {
  return {
    total,
    newUser,
    answered: [],
    results: [],
    streak: 0,
    excellentMistakes: null,
    afterFastIncorrect: false,
    lastActivity: now,
    sent: [],
  };
}

const EVENT_KEYS: Partial<Record<QuizCoachingId, QuizEventKeyName>> = {
  [QuizCoaching.TARGETED_GOAL_ONE_THIRD]: QuizEventKey.oneThird,
  [QuizCoaching.TARGETED_GOAL_MID]: QuizEventKey.mid,
  [QuizCoaching.TARGETED_GOAL_TWO_THIRD]: QuizEventKey.twoThird,
  [QuizCoaching.NEW_USER_1_QUESTION_COMPLETED]: QuizEventKey.newUser1Completed,
  [QuizCoaching.NEW_USER_3_QUESTION_COMPLETED]: QuizEventKey.newUser3Completed,
  [QuizCoaching.NEW_USER_5_QUESTION_COMPLETED]: QuizEventKey.newUser5Completed,
};

const STREAK_KINDS: readonly QuizCoachingId[] = [
  QuizCoaching.STREAK_2_IN_A_ROW,
  QuizCoaching.STREAK_3_IN_A_ROW,
  QuizCoaching.STREAK_4_IN_A_ROW,
  QuizCoaching.STREAK_5_IN_A_ROW,
];
const NEW_USER_KINDS: readonly QuizCoachingId[] = [
  QuizCoaching.NEW_USER_1_QUESTION_COMPLETED,
  QuizCoaching.NEW_USER_3_QUESTION_COMPLETED,
  QuizCoaching.NEW_USER_5_QUESTION_COMPLETED,
];

// Candidates after a marked answer, most important first: how the whole run goes outranks the
// current streak, which outranks the pace of answering.
function markedCandidates(s: CoachingState, seconds: number, before: CoachingState) {
  const out: QuizCoachingId[] = [];
  const n = s.results.length;
  const allRight = s.results.every(Boolean);
  if (s.excellentMistakes === Coaching.excellenceBrokenMistakes)
    out.push(QuizCoaching.EXCELLENCE_BROKEN_AFTER_2_MISTAKES);
  if (allRight && n === Coaching.excellenceContinued)
    out.push(QuizCoaching.EXCELLENCE_CONTINUED_AFTER_6_QUESTION);
  if (allRight && n === Coaching.excellenceFirst)
    out.push(QuizCoaching.EXCELLENCE_AFTER_3_QUESTION);
  const streakAt = Coaching.streaks.indexOf(s.streak as 2 | 3 | 4 | 5);
  if (streakAt >= 0) out.push(STREAK_KINDS[streakAt]!);
  if (before.afterFastIncorrect)
    out.push(
      seconds < Coaching.fastSeconds
        ? QuizCoaching.FAST_INCORRECT_BEHAVIOR_UNCHANGED
        : QuizCoaching.FAST_INCORRECT_BEHAVIOR_CHANGED,
    );
  return out;
}

// Candidates after a question is answered for the first time: a new user's first steps, then the
// half-way message for a student the coach has not spoken to, then the thirds of the quiz.
function answeredCandidates(s: CoachingState) {
  const out: QuizCoachingId[] = [];
  const done = s.answered.length;
  const at = Coaching.newUser.indexOf(done as 1 | 3 | 5);
  if (s.newUser && at >= 0) out.push(NEW_USER_KINDS[at]!);
  if (s.total < Coaching.minQuestionsForGoals) return out;
  const half = Math.ceil(s.total / 2);
  if (done === half && s.sent.length === 0) out.push(QuizCoaching.MIDWAY_NO_MESSAGE_SENT);
  if (done === Math.ceil(s.total / 3)) out.push(QuizCoaching.TARGETED_GOAL_ONE_THIRD);
  if (done === half) out.push(QuizCoaching.TARGETED_GOAL_MID);
  if (done === Math.ceil((2 * s.total) / 3)) out.push(QuizCoaching.TARGETED_GOAL_TWO_THIRD);
  return out;
}

function idleCandidates(s: CoachingState, now: number) {
  const idle = (now - s.lastActivity) / 1000;
  // After a long gap (a sleeping tab) only the later message is due, not both in a row.
  if (idle >= Coaching.idleSecond) return [QuizCoaching.IDLE_120_SECONDS];
  return idle >= Coaching.idleFirst ? [QuizCoaching.IDLE_90_SECONDS] : [];
}

function apply(s: CoachingState, event: CoachingEvent): CoachingState {
  switch (event.type) {
    case 'tick':
      return s;
    case 'activity':
      return { ...s, lastActivity: event.now };
    case 'answered':
      return {
        ...s,
        lastActivity: event.now,
        answered: s.answered.includes(event.questionId)
          ? s.answered
          : [...s.answered, event.questionId],
      };
    case 'marked': {
      const results = [...s.results, event.correct];
      let excellentMistakes = s.excellentMistakes;
      if (excellentMistakes === null && results.length === Coaching.excellenceFirst)
        excellentMistakes = results.every(Boolean) ? 0 : null;
      else if (excellentMistakes !== null && !event.correct) excellentMistakes++;
      return {
        ...s,
        lastActivity: event.now,
        results,
        streak: event.correct ? s.streak + 1 : 0,
        excellentMistakes,
        afterFastIncorrect: !event.correct && event.seconds < Coaching.fastSeconds,
      };
    }
  }
}

/**
 * The coaching rules as a pure step: the state after `event`, and at most one message, the most
 * important due one not yet sent this quiz.
 */
export function coach(
  state: CoachingState,
  event: CoachingEvent,
): { state: CoachingState; emit: CoachingEmit | null } {
  const next = apply(state, event);
  const candidates =
    event.type === 'marked'
      ? markedCandidates(next, event.seconds, state)
      : event.type === 'answered'
        ? answeredCandidates(next)
        : event.type === 'tick'
          ? idleCandidates(next, event.now)
          : [];
  const kind = candidates.find((k) => !next.sent.includes(k));
  if (kind === undefined) return { state: next, emit: null };
  const last = next.results[next.results.length - 1];
  return {
    state: { ...next, sent: [...next.sent, kind] },
    emit: { kind, latestCorrect: last ?? null, eventKey: EVENT_KEYS[kind] ?? null },
  };
}
