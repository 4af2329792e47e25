import { useStore } from '@nanostores/preact';
import type { Attempt } from '@kyu/core/contract';
import { createQuiz, type QuizMode, type QuizStores } from '@kyu/core/quiz';
import { $user } from '@kyu/core/session';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Frame } from '../shared';
import { QuizBody } from './quiz-body';
import { SharedStart } from './shared-start';
import { RESULT_CSS } from './result';
import { QUIZ_CSS } from './styles';

const MODES: readonly QuizMode[] = ['student', 'demo', 'shared', 'review'];

/** Props of {@link Quiz}; as attributes on `<kyu-quiz>`, kebab-cased. */
export interface QuizProps {
  /** The quiz to take (attribute `quiz-id`). */
  quizId?: number | string;
  /** `student` (default), `demo` (no sign-in), `shared` (asks a name first), `review` (read-only). */
  mode?: QuizMode | string;
  /** Called after each answer is given (event `answered`). */
  onAnswered?: (detail: { questionId: number }) => void;
  /** Called with the attempt once it is submitted and marked (event `submitted`). */
  onSubmitted?: (attempt: Attempt) => void;
  /** Where "Back to your quizzes" leads after the result (attribute `list-href`); no link without it. */
  listHref?: string;
  /** The student's mistakes to revise, linked after the result (attribute `history-href`). */
  historyHref?: string;
  /** The next thing to do, linked after the result (attribute `next-href`). */
  nextHref?: string;
  /** Called when the student follows that link (event `back`); `false` keeps the page in place. */
  onBack?: (detail: { href: string }) => boolean | void;
  /** Called when the student reviews their answers after the result (event `review`). */
  onReview?: (detail: { quizId: number; attemptId: number }) => void;
  /** The quiz's stores and actions: its own by default; a page that drives it may pass them. */
  quiz?: QuizStores;
}

/** A quiz, one question at a time, for a student, a demo visitor, a shared link or a review. */
export function Quiz(props: QuizProps) {
  const { quizId, mode: given, onAnswered, onSubmitted, listHref, onBack, onReview } = props;
  const { historyHref, nextHref } = props;
  const id = Number(quizId);
  const valid = Number.isInteger(id) && id > 0;
  const mode = MODES.find((m) => m === given) ?? 'student';
  const [quiz] = useState(() => props.quiz ?? createQuiz());
  const detail = useStore(quiz.$quiz);
  const error = useStore(quiz.$quizError);
  const loading = useStore(quiz.$quizLoading);
  const result = useStore(quiz.$attemptResult);
  const userId = useStore($user)?.id;
  // Whether the last render showed an attempt still open: a result that arrives then is a new
  // submission; one that comes with the quiz as it loads (already marked) is not.
  const wasOpen = useRef(false);

  useEffect(() => {
    // A shared quiz resumes the attempt this tab holds, or waits for the name form.
    if (valid) void quiz.loadQuiz({ quizId: id, mode });
    return quiz.resetQuiz;
    // Who is signed in too: a pupil who signs in beside a refused quiz gets it, not a dead end.
  }, [id, mode, userId]);

  useEffect(() => {
    if (result && wasOpen.current) onSubmitted?.(result);
  }, [result]);
  useEffect(() => {
    wasOpen.current = detail !== null && !detail.attempt.grading_completed;
  });

  const body = () => {
    if (!valid) return <p role="alert">This quiz link is incomplete.</p>;
    if (detail?.quiz.id === id)
      return (
        <QuizBody
          quiz={quiz}
          detail={detail}
          mode={mode}
          error={error}
          onAnswered={(questionId) => onAnswered?.({ questionId })}
          links={{
            listHref,
            historyHref,
            nextHref,
            onBack,
            onReview: () => onReview?.({ quizId: id, attemptId: detail.attempt.id }),
            // A student's or a demo's quiz starts anew; a shared one asks for a name again, and
            // a review only reads.
            onAgain:
              mode === 'student' || mode === 'demo'
                ? () => void quiz.loadQuiz({ quizId: id, mode, again: true })
                : undefined,
          }}
        />
      );
    if (mode === 'shared')
      return <SharedStart quiz={quiz} quizId={id} pending={loading} error={error} />;
    if (error && !loading)
      return (
        <p class="kyu-alert" role="alert">
          {error}
        </p>
      );
    return (
      <p class="kyu-meta" role="status">
        Loading the quiz…
      </p>
    );
  };

  return (
    <Frame css={QUIZ_CSS + RESULT_CSS} class="kyu-quiz">
      {body()}
    </Frame>
  );
}
