import { atom, computed } from 'nanostores';
import type { Attempt, Evaluation, QuizDetail } from '../contract';
import { deliverCoaching } from './coach-delivery';
import { coach, type CoachingEvent, type CoachingState } from './coaching';
import { quizProgress, unansweredPositions, type SaveState } from './model';
import type { AttemptRef } from './requests';
import type { SaveQueue } from './save-queue';

/** The quiz open: its questions (without keys), passages, attempt and evaluations as loaded. */
export const $quiz = atom<QuizDetail | null>(null);
/** The sentence for the last failed quiz call (load, save, submit), or null. */
export const $quizError = atom<string | null>(null);
/** True while the quiz loads. */
export const $quizLoading = atom(false);
/** The student's answers by question id, including those not yet saved. */
export const $answers = atom<Record<number, string | null>>({});
/** Where autosaving stands. */
export const $saveState = atom<SaveState>('idle');
/** The marked evaluations by question id: only these carry marks and explanations. */
export const $marked = atom<Record<number, Evaluation>>({});
/** Explanation text streamed during marking, by question id. */
export const $explanations = atom<Record<number, string>>({});
/** The questions submitted whose marked evaluation has not returned yet. */
export const $inSubmission = atom<ReadonlySet<number>>(new Set());
/** The attempt once its grading is complete; null before. */
export const $attemptResult = atom<Attempt | null>(null);
/** True while a submission (a check or the finish) streams. */
export const $submitting = atom(false);
/** True from the moment the finish is asked for until its marks have all come (or it failed). */
export const $finishing = atom(false);
/** Seconds left in a timed attempt; null when untimed. At 0 the quiz finishes itself. */
export const $remainingSeconds = atom<number | null>(null);
/** How many questions are answered, of how many. */
export const $quizProgress = computed([$quiz, $answers], (quiz, answers) =>
  quizProgress(quiz?.questions ?? [], answers),
);
/** The positions (0-based) of the questions not answered yet: Finish warns of these. */
export const $unanswered = computed([$quiz, $answers], (quiz, answers) =>
  unansweredPositions(quiz?.questions ?? [], answers),
);

/** The attempt open in this page, beyond what the stores show. */
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
 * The quiz's private state, shared by its actions: the open attempt, the submission stream, and
 * an epoch bumped at every reset so that answers for a closed quiz are dropped.
 */
export const live: {
  open: OpenAttempt | null;
  epoch: number;
  controller: AbortController | null;
} = { open: null, epoch: 0, controller: null };

/** The question of the open quiz with this id. */
export const question = (id: number) => $quiz.get()?.questions.find((q) => q.id === id);

/** True while a question may still be answered or checked: not marked, not in submission. */
export const isOpenFor = (questionId: number) =>
  !$marked.get()[questionId] && !$inSubmission.get().has(questionId);

/** Tells the coach what happened, and delivers the message it chose, if any. */
export function coachOn(event: CoachingEvent): void {
  if (!live.open?.coaching) return;
  const { state, emit } = coach(live.open.coaching, event);
  live.open.coaching = state;
  if (!emit) return;
  const run = live.epoch;
  void deliverCoaching(emit, () => run === live.epoch);
}
