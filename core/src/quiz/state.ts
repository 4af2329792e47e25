import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Attempt, Evaluation, QuizDetail } from '../contract';
import { deliverCoaching } from './coach-delivery';
import { coach, type CoachingEvent, type CoachingState } from './coaching';
import { unansweredPositions, type SaveState } from './model';
import type { AttemptRef } from './requests';
import type { SaveQueue } from './save-queue';

/** The stores of one quiz: what its element renders. */
export interface QuizStoreSet {
  /** The quiz open: its questions (without keys), passages, attempt and evaluations as loaded. */
  readonly $quiz: WritableAtom<QuizDetail | null>;
  /** The sentence for the last failed quiz call (load, save, submit), or null. */
  readonly $quizError: WritableAtom<string | null>;
  /** True while the quiz loads. */
  readonly $quizLoading: WritableAtom<boolean>;
  /** The student's answers by question id, including those not yet saved. */
  readonly $answers: WritableAtom<Record<number, string | null>>;
  /** Where autosaving stands. */
  readonly $saveState: WritableAtom<SaveState>;
  /** The marked evaluations by question id: only these carry marks and explanations. */
  readonly $marked: WritableAtom<Record<number, Evaluation>>;
  /** Explanation text streamed during marking, by question id. */
  readonly $explanations: WritableAtom<Record<number, string>>;
  /** The questions submitted whose marked evaluation has not returned yet. */
  readonly $inSubmission: WritableAtom<ReadonlySet<number>>;
  /** The attempt once its grading is complete; null before. */
  readonly $attemptResult: WritableAtom<Attempt | null>;
  /** True while a submission (a check or the finish) streams. */
  readonly $submitting: WritableAtom<boolean>;
  /** True from the moment the finish is asked for until its marks have all come (or it failed). */
  readonly $finishing: WritableAtom<boolean>;
  /** Seconds left in a timed attempt; null when untimed. At 0 the quiz finishes itself. */
  readonly $remainingSeconds: WritableAtom<number | null>;
  /** The positions (0-based) of the questions not answered yet: Finish warns of these. */
  readonly $unanswered: ReadableAtom<number[]>;
}

/** The attempt open in this quiz, beyond what the stores show. */
export interface OpenAttempt extends AttemptRef {
  readonly queue: SaveQueue;
  /** Seconds and option clicks per question, as they will be saved. */
  readonly times: Map<number, number>;
  readonly clicks: Map<number, number>;
  /** The last interaction: the time since counts towards the next question answered. */
  since: number;
  /** Made at the first finish and sent again by each retry. */
  finishKey: string | null;
  coaching: CoachingState | null;
  finishing: Promise<void> | null;
  timedOut: boolean;
  readonly stop: () => void;
}

/**
 * One quiz's stores and private state, shared by its actions: the open attempt, the submission
 * stream, and an epoch bumped at every reset so that answers for a closed quiz are dropped.
 */
export function createQuizState() {
  // Each store is made with its starting value, so that emptying them states those values once.
  const empties: (() => void)[] = [];
  function store<T>(initial: () => T): WritableAtom<T> {
    const $store = atom(initial());
    empties.push(() => $store.set(initial()));
    return $store;
  }
  const $quiz = store<QuizDetail | null>(() => null);
  const $quizError = store<string | null>(() => null);
  const $quizLoading = store(() => false);
  const $answers = store<Record<number, string | null>>(() => ({}));
  const $saveState = store<SaveState>(() => 'idle');
  const $marked = store<Record<number, Evaluation>>(() => ({}));
  const $explanations = store<Record<number, string>>(() => ({}));
  const $inSubmission = store<ReadonlySet<number>>(() => new Set());
  const live: {
    open: OpenAttempt | null;
    epoch: number;
    controller: AbortController | null;
  } = { open: null, epoch: 0, controller: null };

  /** Tells the coach what happened, and delivers the message it chose, if any. */
  function coachOn(event: CoachingEvent): void {
    if (!live.open?.coaching) return;
    const { state, emit } = coach(live.open.coaching, event);
    live.open.coaching = state;
    if (!emit) return;
    const run = live.epoch;
    void deliverCoaching(emit, () => run === live.epoch);
  }

  const stores: QuizStoreSet = {
    $quiz,
    $quizError,
    $quizLoading,
    $answers,
    $saveState,
    $marked,
    $explanations,
    $inSubmission,
    $attemptResult: store<Attempt | null>(() => null),
    $submitting: store(() => false),
    $finishing: store(() => false),
    $remainingSeconds: store<number | null>(() => null),
    $unanswered: computed([$quiz, $answers], (quiz, answers) =>
      unansweredPositions(quiz?.questions ?? [], answers),
    ),
  };
  return {
    ...stores,
    live,
    coachOn,
    /** Sets every store back to its starting value, in the order they were made. */
    emptyStores: () => empties.forEach((empty) => empty()),
    /** The question of the open quiz with this id. */
    question: (id: number) => $quiz.get()?.questions.find((q) => q.id === id),
    /** True while a question may still be answered or checked: not marked, not in submission. */
    isOpenFor: (questionId: number) =>
      !$marked.get()[questionId] && !$inSubmission.get().has(questionId),
  };
}

/** One quiz's stores with the state its actions share. */
export type QuizState = ReturnType<typeof createQuizState>;
