import { UserRole } from '../constants';
import type { QuizDetail } from '../contract';
import { QuestionType, QuizType } from '../constants/practice';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import { $isNewUser, $user } from '../account/stores';
import { localArea, sessionArea, writeJson } from '../storage/areas';
import { quizQueueKey, quizSessionKey, quizSharedDetailKey } from '../storage/keys';
import { initialCoaching } from './coaching';
import { isAnswered, isChoice, markedByQuestion, remainingSeconds, type QuizMode } from './model';
import { onPageHidden } from './page';
import { fetchOpenQuiz, resumeShared, saveAnswer, startShared, type AttemptRef } from './requests';
import { createSaveQueue } from './save-queue';
import { createQuizState, type QuizStoreSet } from './state';
import { createSubmission, type QuizSubmission } from './submission';

export type { QuizStoreSet } from './state';
export { reportQuestion } from './submission';

/** How often the quiz clock runs (countdown and idle coaching). */
export const QUIZ_TICK_MS = 1000;

const isStudent = () => $user.get()?.user_role_id === UserRole.student;
const anonymous = (mode: QuizMode): mode is 'demo' | 'shared' =>
  mode === 'demo' || mode === 'shared';
const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

/** One quiz's stores and actions; see {@link createQuiz}. */
export interface QuizStores extends QuizStoreSet, QuizSubmission {
  /** Closes the open quiz: stops its clock, listeners and stream, and empties the stores. */
  resetQuiz(): void;
  /**
   * Opens a quiz: a student's own attempt (`student`, or `review` to submit it as a review), or
   * an anonymous one (`demo`, `shared`) resumed from its session id, given or kept in this tab.
   * A shared quiz without a session waits for `startSharedQuiz`.
   */
  loadQuiz(opts: {
    quizId: number;
    mode: QuizMode;
    sessionId?: string;
    /** Try again: a new attempt, where loading would show the finished one's result. */
    again?: boolean;
  }): Promise<void>;
  /** Starts a shared quiz for someone without an account, under the name and e-mail they gave. */
  startSharedQuiz(opts: { quizId: number; fullName: string; email: string }): Promise<void>;
  /**
   * Answers a question (null clears it): the time since the last interaction counts towards it,
   * a choice counts as a click, and the answer is queued for saving. A marked question keeps its
   * answer.
   */
  answerQuestion(questionId: number, value: string | null): void;
}

/**
 * Makes the stores and actions of one quiz. Each `<kyu-quiz>` makes its own, so two quizzes on
 * one page share no answers, progress or marking; sign-out closes each quiz open.
 */
export function createQuiz(): QuizStores {
  const state = createQuizState();
  const { checkQuestion, finishQuiz } = createSubmission(state);
  const {
    $answers,
    $attemptResult,
    $marked,
    $quiz,
    $quizError,
    $quizLoading,
    $remainingSeconds,
    $saveState,
    coachOn,
    emptyStores,
    isOpenFor,
    live,
    question,
  } = state;
  const evaluationOf = (id: number) => $quiz.get()?.evaluations.find((e) => e.question_id === id);
  // Sign-out closes this quiz while it is open (or opening).
  let release = () => {};

  function resetQuiz(): void {
    release();
    live.epoch++;
    live.controller?.abort();
    live.controller = null;
    live.open?.stop();
    live.open = null;
    emptyStores();
  }

  function tick(): void {
    const quiz = $quiz.get();
    if (!quiz || !live.open) return;
    const left = remainingSeconds(quiz.attempt.deadline_at, Date.now());
    $remainingSeconds.set(left);
    // Once per page: should that finish fail, the server finishes the attempt from what was saved.
    if (left === 0 && !quiz.attempt.submitted_at && !live.open.timedOut) {
      live.open.timedOut = true;
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
    live.open = {
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
    // Submitted, then the page closed before the marks came: the server streams them again.
    if (detail.attempt.submitted_at && !graded) void finishQuiz();
  }

  async function loadQuiz(opts: {
    quizId: number;
    mode: QuizMode;
    sessionId?: string;
    again?: boolean;
  }): Promise<void> {
    resetQuiz();
    release = clearAtSignOut('quiz', resetQuiz);
    const run = live.epoch;
    const { quizId, mode } = opts;
    // A demo tried again forgets its finished attempt's session, so the server starts a new one.
    if (opts.again && mode === 'demo') sessionArea().removeItem(quizSessionKey(mode, quizId));
    const kept = anonymous(mode) ? sessionArea().getItem(quizSessionKey(mode, quizId)) : null;
    const sessionId = opts.sessionId ?? kept;
    if (mode === 'shared' && !sessionId) return;
    $quizLoading.set(true);
    try {
      const detail =
        mode === 'shared'
          ? await resumeShared(quizId, sessionId!)
          : await fetchOpenQuiz(opts, sessionId);
      if (run === live.epoch && detail) openQuiz(detail, mode);
    } catch (error) {
      if (run === live.epoch) $quizError.set(problemMessage(error));
    } finally {
      if (run === live.epoch) $quizLoading.set(false);
    }
  }

  async function startSharedQuiz(opts: {
    quizId: number;
    fullName: string;
    email: string;
  }): Promise<void> {
    resetQuiz();
    release = clearAtSignOut('quiz', resetQuiz);
    const run = live.epoch;
    $quizLoading.set(true);
    try {
      const detail = await startShared(opts.quizId, opts.fullName.trim(), opts.email.trim());
      if (run === live.epoch) openQuiz(detail, 'shared');
    } catch (error) {
      if (run === live.epoch) $quizError.set(problemMessage(error));
    } finally {
      if (run === live.epoch) $quizLoading.set(false);
    }
  }

  function answerQuestion(questionId: number, value: string | null): void {
    const q = question(questionId);
    const quiz = $quiz.get();
    if (!live.open || !quiz || !q || quiz.attempt.submitted_at || !isOpenFor(questionId)) return;
    const now = Date.now();
    const time = (live.open.times.get(questionId) ?? 0) + seconds(now - live.open.since);
    live.open.since = now;
    live.open.times.set(questionId, time);
    const clicked = isChoice(q) || q.question_type_id === QuestionType.group ? 1 : 0;
    const clicks = (live.open.clicks.get(questionId) ?? 0) + clicked;
    live.open.clicks.set(questionId, clicks);
    $answers.set({ ...$answers.get(), [questionId]: value });
    live.open.queue.push({
      questionId,
      evaluationId: evaluationOf(questionId)?.id ?? null,
      value,
      time_spent: time,
      num_options_clicked: clicks,
      totalTimeSpent: [...live.open.times.values()].reduce((a, b) => a + b, 0),
    });
    if (isAnswered(q, value)) coachOn({ type: 'answered', questionId, now });
    else coachOn({ type: 'activity', now });
  }

  return {
    ...state,
    resetQuiz,
    loadQuiz,
    startSharedQuiz,
    answerQuestion,
    checkQuestion,
    finishQuiz,
  };
}
