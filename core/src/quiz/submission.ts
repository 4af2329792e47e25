import type { Attempt, SubmittedEvaluation } from '../contract';
import { ApiError, problemMessage } from '../api/model';
import { refreshProgress } from '../progress/stores';
import { sessionArea, writeJson } from '../storage/areas';
import { quizSharedDetailKey } from '../storage/keys';
import { finishPractice } from '../tutor/stores';
import { endSubmission, isAnswered, mergeMarked, scorePercent, startSubmission } from './model';
import { newKey, sendReport, submitAnswers } from './requests';
import type { QuizState } from './state';
import { readSubmitEvents, type SubmitEvent } from './stream';

/** The submission actions of one quiz: a practice check, and the finish. */
export interface QuizSubmission {
  /** Practice mode: submits one answered question for marking; the attempt stays open. */
  checkQuestion(questionId: number): Promise<void>;
  /**
   * Finishes the attempt: saves what is queued, then submits every answer for marking. A retry
   * after a failure sends the same Idempotency-Key, so the attempt is finished once.
   */
  finishQuiz(opts?: { isReview?: boolean }): Promise<void>;
}

/** Makes the submission actions of one quiz over its stores. */
export function createSubmission(state: QuizState): QuizSubmission {
  const {
    $answers,
    $attemptResult,
    $explanations,
    $finishing,
    $inSubmission,
    $marked,
    $quiz,
    $quizError,
    $remainingSeconds,
    $submitting,
    coachOn,
    isOpenFor,
    live,
    question,
  } = state;

  function submitted(questionId: number): SubmittedEvaluation {
    return {
      question_id: questionId,
      value: $answers.get()[questionId] ?? null,
      time_spent: live.open?.times.get(questionId) ?? 0,
      num_options_clicked: live.open?.clicks.get(questionId) ?? 0,
    };
  }

  function onAttempt(attempt: Attempt): void {
    const quiz = $quiz.get();
    if (!quiz) return;
    const wasGraded = quiz.attempt.grading_completed;
    $quiz.set({ ...quiz, attempt });
    if (live.open?.mode === 'shared')
      writeJson(sessionArea(), quizSharedDetailKey(quiz.quiz.id), { ...quiz, attempt });
    if (!attempt.grading_completed || wasGraded) return;
    $attemptResult.set(attempt);
    $remainingSeconds.set(null);
    if (live.open?.mode === 'student' || live.open?.mode === 'review') {
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
            seconds: live.open?.times.get(e.question_id) ?? e.time_spent,
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
    if (!live.open) return;
    const run = live.epoch;
    const ref = live.open;
    const abort = new AbortController();
    live.controller = abort;
    $submitting.set(true);
    $quizError.set(null);
    $inSubmission.set(startSubmission($inSubmission.get(), ids));
    const explanations = { ...$explanations.get() };
    for (const id of ids) delete explanations[id];
    $explanations.set(explanations);
    try {
      await ref.queue.flush();
      if (run !== live.epoch) return;
      const res = await submitAnswers(ref, ids.map(submitted), {
        finish,
        isReview,
        key,
        signal: abort.signal,
      });
      if (!res.body) throw new Error('The marking came without a stream body.');
      await readSubmitEvents(res.body, (event) => {
        if (run === live.epoch) onSubmitEvent(event, !finish);
      });
    } catch (error) {
      if (run !== live.epoch || abort.signal.aborted) return;
      $quizError.set(
        error instanceof ApiError
          ? problemMessage(error)
          : 'The marking was cut off. Please try again.',
      );
    } finally {
      if (live.controller === abort) live.controller = null;
      if (run === live.epoch) {
        // Questions whose marks did not come back are open again, to be submitted once more.
        let left = $inSubmission.get();
        for (const id of ids) left = endSubmission(left, id);
        $inSubmission.set(left);
        $submitting.set(false);
      }
    }
  }

  // The check being marked, which a finish waits for: one submission streams at a time.
  let checking: Promise<void> = Promise.resolve();

  async function checkQuestion(questionId: number): Promise<void> {
    const q = question(questionId);
    if (!live.open || !q || $submitting.get() || !isOpenFor(questionId)) return;
    if (!isAnswered(q, $answers.get()[questionId])) return;
    checking = submit([questionId], false, false, newKey());
    await checking;
  }

  function finishQuiz(opts: { isReview?: boolean } = {}): Promise<void> {
    const quiz = $quiz.get();
    if (!live.open || !quiz || quiz.attempt.grading_completed) return Promise.resolve();
    if (live.open.finishing) return live.open.finishing;
    const current = live.open;
    const key = (current.finishKey ??= newKey());
    const isReview = opts.isReview ?? current.mode === 'review';
    $finishing.set(true);
    current.finishing = checking
      .then(() => {
        const marked = $marked.get();
        const ids = quiz.questions.map((q) => q.id).filter((id) => !marked[id]);
        return submit(ids, true, isReview, key);
      })
      .finally(() => {
        current.finishing = null;
        if (live.open === current) $finishing.set(false);
      });
    return current.finishing;
  }

  return { checkQuestion, finishQuiz };
}

/** Reports a problem with a question; rejects with an error whose message can be shown. */
export async function reportQuestion(questionId: number, message: string): Promise<void> {
  try {
    await sendReport(questionId, message.trim());
  } catch (error) {
    throw new Error(problemMessage(error), { cause: error });
  }
}
