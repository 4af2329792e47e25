import type { Evaluation, StudentQuestion } from '../contract';

/** How long a game lasts: a short round over the student's due revision questions. */
export const GAME_SECONDS = 60;

/** Where a game stands. */
export type GamePhase =
  | 'idle'
  /** Looking for due questions and making the round's revision quiz. */
  | 'starting'
  /** Nothing is due: every mistake is mastered, so there is no round to play. */
  | 'nothing-due'
  | 'playing'
  /** Time is up or every question is marked: the round is being finished on the server. */
  | 'finishing'
  | 'over'
  | 'error';

/** Whole seconds left in a round ending at `endsAt` (epoch ms), never below 0. */
export function gameSecondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** A round's score: questions marked, and those with full marks. */
export interface GameScore {
  readonly marked: number;
  readonly correct: number;
}

/** The score of the marked evaluations (by question id). */
export function gameScore(marked: Readonly<Record<number, Evaluation>>): GameScore {
  const all = Object.values(marked).filter((e) => e.marks_given !== null);
  return { marked: all.length, correct: all.filter((e) => e.is_full_marks === true).length };
}

/** True when the round is over: no time left, or every question is marked. */
export function isRoundOver(
  secondsLeft: number,
  questions: readonly Pick<StudentQuestion, 'id'>[],
  marked: Readonly<Record<number, Evaluation>>,
): boolean {
  return secondsLeft <= 0 || (questions.length > 0 && questions.every((q) => marked[q.id]));
}

/**
 * The position of the next question not marked yet after `from`, wrapping round to one skipped
 * earlier; `from` itself when every other question is marked.
 */
export function nextPosition(
  questions: readonly Pick<StudentQuestion, 'id'>[],
  marked: Readonly<Record<number, Evaluation>>,
  from: number,
): number {
  for (let step = 1; step < questions.length; step++) {
    const at = (from + step) % questions.length;
    const q = questions[at];
    if (q && !marked[q.id]) return at;
  }
  return from;
}
