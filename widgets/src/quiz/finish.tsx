import type { Attempt } from '@kyu/core/contract';
import { finishQuiz } from '@kyu/core/quiz';
import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * Finish: an exam asks first (its answers cannot change after), and says how many questions
 * are still unanswered; practice finishes at once.
 */
export function Finish({
  exam,
  unanswered,
  submitting,
}: {
  exam: boolean;
  unanswered: number;
  /** True while a check or the finish is being marked. */
  submitting: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  const finish = () => {
    setAsking(false);
    void finishQuiz();
  };
  return (
    <div class="kyu-finish">
      {asking ? (
        <div role="group" aria-labelledby="kyu-confirm" class="kyu-confirm">
          <p id="kyu-confirm" ref={question} tabIndex={-1}>
            Finish the exam? You cannot change your answers afterwards.
            {unanswered > 0 &&
              ` ${unanswered} ${unanswered === 1 ? 'question is' : 'questions are'} not answered.`}
          </p>
          <div class="kyu-row">
            <button type="button" class="kyu-primary" onClick={finish}>
              Yes, finish
            </button>
            <button type="button" class="kyu-secondary" onClick={() => setAsking(false)}>
              Keep going
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          class="kyu-primary"
          disabled={submitting}
          onClick={() => (exam ? setAsking(true) : finish())}
        >
          {submitting ? 'Marking…' : 'Finish'}
        </button>
      )}
    </div>
  );
}

/** The attempt's result once marked: the score and the XP it earned. */
export function Result({ attempt }: { attempt: Attempt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      class="kyu-result"
      aria-labelledby="kyu-result-h"
      aria-busy={!attempt.grading_completed}
    >
      <h3 id="kyu-result-h" ref={heading} tabIndex={-1}>
        {attempt.grading_completed ? 'Your result' : 'Marking your answers…'}
      </h3>
      <p class="kyu-total">
        <strong>
          {attempt.total_score} out of {attempt.max_score}
        </strong>{' '}
        marks
      </p>
      {attempt.xp_collected > 0 && <p>+{attempt.xp_collected} XP collected</p>}
    </section>
  );
}
