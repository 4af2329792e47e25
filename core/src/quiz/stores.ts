import { atom, computed } from 'nanostores';
import { UserRole } from '../constants';
import type { Attempt, Evaluation, QuizDetail, SubmittedEvaluation } from '../contract';
import { QuestionType } from '../contract/questions';
import { QuizType } from '../contract/quiz';
import { ApiError, problemMessage } from '../api/model';
import { refreshProgress } from '../progress/stores';
import { $isNewUser, $user, onSignOut } from '../session/stores';
import { localArea, readJson, sessionArea, writeJson } from '../storage/areas';
import { quizQueueKey, quizSessionKey, quizSharedDetailKey } from '../storage/keys';
import { finishPractice } from '../tutor/stores';
import { deliverCoaching } from './coach-delivery';
import { coach, initialCoaching, type CoachingEvent, type CoachingState } from './coaching';
import {
  endSubmission,
  isAnswered,
  isChoice,
  markedByQuestion,
  mergeMarked,
  quizProgress,
  remainingSeconds,
  scorePercent,
  startSubmission,
  type QuizMode,
  type SaveState,
} from './model';
import {
  fetchEvaluations,
  fetchQuiz,
  newKey,
  saveAnswer,
  sendReport,
  startShared,
  submitAnswers,
  type AttemptRef,
} from './requests';
import { onPageHidden } from './page';
import { createSaveQueue, type SaveQueue } from './save-queue';
import { readSubmitEvents, type SubmitEvent } from './stream';

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
/** Seconds left in a timed attempt; null when untimed. At 0 the quiz finishes itself. */
export const $remainingSeconds = atom<number | null>(null);
/** How many questions are answered, of how many. */
export const $quizProgress = computed([$quiz, $answers], (quiz, answers) =>
  quizProgress(quiz?.questions ?? [], answers),
);

/** How often the quiz clock runs (countdown and idle coaching). */
export const QUIZ_TICK_MS = 1000;

interface OpenAttempt extends AttemptRef {
  readonly queue: SaveQueue;
  readonly times: Map<number, number>;
  readonly clicks: Map<number, number>;
  since: number;
  finishKey: string | null;
  coaching: CoachingState | null;
  finishing: Promise<void> | null;
  timedOut: boolean;
  readonly stop: () => void;
}

let open: OpenAttempt | null = null;
let epoch = 0;
let controller: AbortController | null = null;

const isStudent = () => $user.get()?.user_role_id === UserRole.student;
const anonymous = (mode: QuizMode): mode is 'demo' | 'shared' =>
  mode === 'demo' || mode === 'shared';
const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));
const question = (id: number) => $quiz.get()?.questions.find((q) => q.id === id);
const evaluationOf = (id: number) => $quiz.get()?.evaluations.find((e) => e.question_id === id);

/** Closes the open quiz: stops its clock, listeners and stream, and empties the stores. */
export function resetQuiz(): void {
  epoch++;
  controller?.abort();
  controller = null;
  open?.stop();
  open = null;
  $quiz.set(null);
  $quizError.set(null);
  $quizLoading.set(false);
  $answers.set({});
  $saveState.set('idle');
  $marked.set({});
  $explanations.set({});
  $inSubmission.set(new Set());
  $attemptResult.set(null);
  $submitting.set(false);
  $remainingSeconds.set(null);
}

onSignOut(resetQuiz);

function coachOn(event: CoachingEvent): void {
  if (!open?.coaching) return;
  const { state, emit } = coach(open.coaching, event);
  open.coaching = state;
  if (!emit) return;
  const run = epoch;
  void deliverCoaching(emit, () => run === epoch);
}

function tick(): void {
  const quiz = $quiz.get();
  if (!quiz || !open) return;
  const left = remainingSeconds(quiz.attempt.deadline_at, Date.now());
  $remainingSeconds.set(left);
  // Once per page: should that finish fail, the server finishes the attempt from what was saved.
  if (left === 0 && !quiz.attempt.submitted_at && !open.timedOut) {
    open.timedOut = true;
    void finishQuiz();
  }
  coachOn({ type: 'tick', now: Date.now() });
}

function openQuiz(detail: QuizDetail, mode: QuizMode): void {
  const sessionId = anonymous(mode) ? detail.session_id : null;
  if (anonymous(mode) && sessionId)
    sessionArea().setItem(quizSessionKey(mode, detail.quiz.id), sessionId);
  if (mode === 'shared') writeJson(sessionArea(), quizSharedDetailKey(detail.quiz.id), detail);
  const ref: AttemptRef = { quizId: detail.quiz.id, mode, sessionId };
  const times = new Map(detail.evaluations.map((e) => [e.question_id, e.time_spent]));
  const clicks = new Map(detail.evaluations.map((e) => [e.question_id, e.num_options_clicked]));
  const answers: Record<number, string | null> = {};
  for (const e of detail.evaluations) answers[e.question_id] = e.value;
  const queue = createSaveQueue({
    area: localArea(),
    key: quizQueueKey(detail.attempt.id),
    send: (entry, keepalive) => saveAnswer(ref, entry, keepalive),
    onState: (state) => $saveState.set(state),
    onDrop: (_entry, error) => $quizError.set(problemMessage(error)),
  });
  // Answers an earlier page could not save are the newest: they win over the loaded ones.
  for (const entry of queue.pending()) {
    answers[entry.questionId] = entry.value;
    times.set(entry.questionId, entry.time_spent);
    clicks.set(entry.questionId, entry.num_options_clicked);
  }
  const graded = detail.attempt.grading_completed;
  const clock = graded ? null : setInterval(tick, QUIZ_TICK_MS);
  const unlisten = onPageHidden(() => queue.flushNow());
  const coached =
    !graded &&
    mode !== 'demo' &&
    mode !== 'shared' &&
    isStudent() &&
    detail.quiz.quiz_type_id !== QuizType.exam;
  open = {
    ...ref,
    queue,
    times,
    clicks,
    since: Date.now(),
    finishKey: null,
    finishing: null,
    timedOut: false,
    coaching: coached
      ? initialCoaching(detail.questions.length, $isNewUser.get(), Date.now())
      : null,
    stop: () => {
      if (clock) clearInterval(clock);
      unlisten();
      queue.dispose();
    },
  };
  $quiz.set(detail);
  $answers.set(answers);
  $marked.set(markedByQuestion(detail.evaluations));
  $attemptResult.set(graded ? detail.attempt : null);
  if (!graded) tick();
}

/**
 * Opens a quiz: a student's own attempt (`student`, or `review` to submit it as a review), or an
 * anonymous one (`demo`, `shared`) resumed from its session id, given or kept in this tab. A
 * shared quiz without a session waits for {@link startSharedQuiz}.
 */
export async function loadQuiz(opts: {
  quizId: number;
  mode: QuizMode;
  sessionId?: string;
}): Promise<void> {
  resetQuiz();
  const run = epoch;
  const { quizId, mode } = opts;
  const kept = anonymous(mode) ? sessionArea().getItem(quizSessionKey(mode, quizId)) : null;
  const sessionId = opts.sessionId ?? kept;
  if (mode === 'shared' && !sessionId) return;
  $quizLoading.set(true);
  try {
    const detail =
      mode === 'shared' ? await resumeShared(quizId, sessionId!) : await fetchOpen(opts, sessionId);
    if (run === epoch && detail) openQuiz(detail, mode);
  } catch (error) {
    if (run === epoch) $quizError.set(problemMessage(error));
  } finally {
    if (run === epoch) $quizLoading.set(false);
  }
}

async function fetchOpen(opts: { quizId: number; mode: QuizMode }, sessionId: string | null) {
  try {
    return await fetchQuiz(opts.quizId, opts.mode, sessionId);
  } catch (error) {
    // An expired demo session starts a new demo attempt rather than showing an error.
    if (!(opts.mode === 'demo' && sessionId && error instanceof ApiError && error.status === 404))
      throw error;
    sessionArea().removeItem(quizSessionKey('demo', opts.quizId));
    return fetchQuiz(opts.quizId, opts.mode, null);
  }
}

// A shared quiz cannot be reopened by the server, only its evaluations listed: the quiz comes
// from this tab's copy, with its answers and marks fresh. Without a copy, it starts over.
async function resumeShared(quizId: number, sessionId: string): Promise<QuizDetail | null> {
  const kept = readJson<QuizDetail>(sessionArea(), quizSharedDetailKey(quizId));
  if (!kept || kept.session_id !== sessionId) return null;
  return { ...kept, evaluations: await fetchEvaluations(quizId, sessionId) };
}

/** Starts a shared quiz for someone without an account, under the name and e-mail they gave. */
export async function startSharedQuiz(opts: {
  quizId: number;
  fullName: string;
  email: string;
}): Promise<void> {
  resetQuiz();
  const run = epoch;
  $quizLoading.set(true);
  try {
    const detail = await startShared(opts.quizId, opts.fullName.trim(), opts.email.trim());
    if (run === epoch) openQuiz(detail, 'shared');
  } catch (error) {
    if (run === epoch) $quizError.set(problemMessage(error));
  } finally {
    if (run === epoch) $quizLoading.set(false);
  }
}

const isOpenFor = (questionId: number) =>
  !$marked.get()[questionId] && !$inSubmission.get().has(questionId);

/**
 * Answers a question (null clears it): the time since the last interaction counts towards it, a
 * choice counts as a click, and the answer is queued for saving. A marked question keeps its answer.
 */
export function answerQuestion(questionId: number, value: string | null): void {
  const q = question(questionId);
  const quiz = $quiz.get();
  if (!open || !quiz || !q || quiz.attempt.submitted_at || !isOpenFor(questionId)) return;
  const now = Date.now();
  const time = (open.times.get(questionId) ?? 0) + seconds(now - open.since);
  open.since = now;
  open.times.set(questionId, time);
  const clicked = isChoice(q) || q.question_type_id === QuestionType.group ? 1 : 0;
  const clicks = (open.clicks.get(questionId) ?? 0) + clicked;
  open.clicks.set(questionId, clicks);
  $answers.set({ ...$answers.get(), [questionId]: value });
  open.queue.push({
    questionId,
    evaluationId: evaluationOf(questionId)?.id ?? null,
    value,
    time_spent: time,
    num_options_clicked: clicks,
    totalTimeSpent: [...open.times.values()].reduce((a, b) => a + b, 0),
  });
  if (isAnswered(q, value)) coachOn({ type: 'answered', questionId, now });
  else coachOn({ type: 'activity', now });
}

function submitted(questionId: number): SubmittedEvaluation {
  return {
    question_id: questionId,
    value: $answers.get()[questionId] ?? null,
    time_spent: open?.times.get(questionId) ?? 0,
    num_options_clicked: open?.clicks.get(questionId) ?? 0,
  };
}

function onAttempt(attempt: Attempt): void {
  const quiz = $quiz.get();
  if (!quiz) return;
  const wasGraded = quiz.attempt.grading_completed;
  $quiz.set({ ...quiz, attempt });
  if (open?.mode === 'shared')
    writeJson(sessionArea(), quizSharedDetailKey(quiz.quiz.id), { ...quiz, attempt });
  if (!attempt.grading_completed || wasGraded) return;
  $attemptResult.set(attempt);
  $remainingSeconds.set(null);
  if (open?.mode === 'student' || open?.mode === 'review') {
    void refreshProgress();
    finishPractice(scorePercent(attempt));
  }
}

function onSubmitEvent(event: SubmitEvent, coached: boolean): void {
  switch (event.event) {
    case 'evaluations': {
      const e = event.data;
      $marked.set(mergeMarked($marked.get(), [e]));
      $inSubmission.set(endSubmission($inSubmission.get(), e.question_id));
      if (coached && e.marks_given !== null)
        coachOn({
          type: 'marked',
          questionId: e.question_id,
          correct: e.is_full_marks === true,
          seconds: open?.times.get(e.question_id) ?? e.time_spent,
          now: Date.now(),
        });
      return;
    }
    case 'explanation': {
      const all = $explanations.get();
      const { question_id: id, delta } = event.data;
      $explanations.set({ ...all, [id]: (all[id] ?? '') + delta });
      return;
    }
    case 'error':
      $quizError.set(event.data.detail || event.data.title);
      return;
    case 'attempt':
      onAttempt(event.data);
      return;
    case 'scoring_rationale':
    case 'end':
      return;
  }
}

async function submit(ids: readonly number[], finish: boolean, isReview: boolean, key: string) {
  if (!open) return;
  const run = epoch;
  const ref: AttemptRef = open;
  const abort = new AbortController();
  controller = abort;
  $submitting.set(true);
  $quizError.set(null);
  $inSubmission.set(startSubmission($inSubmission.get(), ids));
  const explanations = { ...$explanations.get() };
  for (const id of ids) delete explanations[id];
  $explanations.set(explanations);
  try {
    await open.queue.flush();
    if (run !== epoch) return;
    const res = await submitAnswers(ref, ids.map(submitted), {
      finish,
      isReview,
      key,
      signal: abort.signal,
    });
    if (!res.body) throw new Error('The marking came without a stream body.');
    await readSubmitEvents(res.body, (event) => {
      if (run === epoch) onSubmitEvent(event, !finish);
    });
  } catch (error) {
    if (run !== epoch || abort.signal.aborted) return;
    $quizError.set(
      error instanceof ApiError
        ? problemMessage(error)
        : 'The marking was cut off. Please try again.',
    );
  } finally {
    if (controller === abort) controller = null;
    if (run === epoch) {
      // Questions whose marks did not come back are open again, to be submitted once more.
      let left = $inSubmission.get();
      for (const id of ids) left = endSubmission(left, id);
      $inSubmission.set(left);
      $submitting.set(false);
    }
  }
}

/** Practice mode: submits one answered question for marking; the attempt stays open. */
export async function checkQuestion(questionId: number): Promise<void> {
  const q = question(questionId);
  if (!open || !q || $submitting.get() || !isOpenFor(questionId)) return;
  if (!isAnswered(q, $answers.get()[questionId])) return;
  await submit([questionId], false, false, newKey());
}

/**
 * Finishes the attempt: saves what is queued, then submits every answer for marking. A retry
 * after a failure sends the same Idempotency-Key, so the attempt is finished once.
 */
export function finishQuiz(opts: { isReview?: boolean } = {}): Promise<void> {
  const quiz = $quiz.get();
  if (!open || !quiz || quiz.attempt.grading_completed) return Promise.resolve();
  if (open.finishing) return open.finishing;
  const current = open;
  current.finishKey ??= newKey();
  const ids = quiz.questions.map((q) => q.id).filter((id) => !$marked.get()[id]);
  const isReview = opts.isReview ?? current.mode === 'review';
  current.finishing = submit(ids, true, isReview, current.finishKey).finally(() => {
    current.finishing = null;
  });
  return current.finishing;
}

/** Reports a problem with a question; rejects with an error whose message can be shown. */
export async function reportQuestion(questionId: number, message: string): Promise<void> {
  try {
    await sendReport(questionId, message.trim());
  } catch (error) {
    throw new Error(problemMessage(error), { cause: error });
  }
}
