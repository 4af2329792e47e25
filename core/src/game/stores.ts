import { atom, computed, type ReadableAtom } from 'nanostores';
import { $revisions, loadRevisions, openRevisions, startRevision } from '../library';
import { createQuiz, type QuizStores } from '../quiz/stores';
import { GAME_SECONDS, gameScore, gameSecondsLeft, isRoundOver, nextPosition } from './model';
import type { GamePhase, GameScore } from './model';

// The clock runs more often than once a second so that the count-down never skips a number.
const GAME_TICK_MS = 250;

/** One game's stores and actions; see {@link createGame}. */
export interface Game {
  /** The round's revision quiz: its questions, answers and marks, and the actions on them. */
  readonly quiz: QuizStores;
  readonly $phase: ReadableAtom<GamePhase>;
  readonly $secondsLeft: ReadableAtom<number>;
  /** The position (0-based) of the question on show. */
  readonly $position: ReadableAtom<number>;
  readonly $score: ReadableAtom<GameScore>;
  /** Starts a round: makes a revision quiz of the due questions and starts the clock. */
  startGame(): Promise<void>;
  /** Marks the question on show (the quiz's practice check); the last one ends the round. */
  check(questionId: number): Promise<void>;
  /** Moves to the next question not marked yet. */
  next(): void;
  /** Stops the clock and closes the round's quiz (leaving the page). */
  stopGame(): void;
}

/**
 * Makes a timed game over the student's due revision questions. It plays a real revision quiz
 * (`POST /quiz/revision`) through the quiz's own stores: each answer is marked on the server,
 * and the round ends with the quiz's finish, so XP is earned, and capped, by the server alone.
 */
export function createGame(seconds = GAME_SECONDS): Game {
  const quiz = createQuiz();
  const $phase = atom<GamePhase>('idle');
  const $secondsLeft = atom(seconds);
  const $position = atom(0);
  let clock: ReturnType<typeof setInterval> | null = null;
  let endsAt = 0;

  const stopClock = () => {
    if (clock) clearInterval(clock);
    clock = null;
  };

  async function endRound(): Promise<void> {
    if ($phase.get() !== 'playing') return;
    stopClock();
    $phase.set('finishing');
    await quiz.finishQuiz();
    $phase.set('over');
  }

  function tick(): void {
    const left = gameSecondsLeft(endsAt, Date.now());
    $secondsLeft.set(left);
    if (left === 0) void endRound();
  }

  async function startGame(): Promise<void> {
    stopGame();
    $phase.set('starting');
    await loadRevisions();
    const revisions = $revisions.get();
    if (!revisions) return $phase.set('error');
    if (openRevisions(revisions).length === 0) return $phase.set('nothing-due');
    const quizId = await startRevision();
    if (quizId === null) return $phase.set('error');
    await quiz.loadQuiz({ quizId, mode: 'student' });
    if (!quiz.$quiz.get()) return $phase.set('error');
    endsAt = Date.now() + seconds * 1000;
    $secondsLeft.set(seconds);
    $position.set(0);
    $phase.set('playing');
    clock = setInterval(tick, GAME_TICK_MS);
  }

  async function check(questionId: number): Promise<void> {
    if ($phase.get() !== 'playing') return;
    await quiz.checkQuestion(questionId);
    const questions = quiz.$quiz.get()?.questions ?? [];
    if (isRoundOver($secondsLeft.get(), questions, quiz.$marked.get())) await endRound();
  }

  function next(): void {
    const questions = quiz.$quiz.get()?.questions ?? [];
    $position.set(nextPosition(questions, quiz.$marked.get(), $position.get()));
  }

  function stopGame(): void {
    stopClock();
    quiz.resetQuiz();
    $phase.set('idle');
  }

  return {
    quiz,
    $phase,
    $secondsLeft,
    $position,
    $score: computed(quiz.$marked, gameScore),
    startGame,
    check,
    next,
    stopGame,
  };
}
