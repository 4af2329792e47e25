import { useEffect, useRef, useState } from 'preact/hooks';

const unansweredText = (count: number) =>
  `${count} ${count === 1 ? 'question is' : 'questions are'} unanswered.`;

/**
 * Finish. With questions unanswered it says how many and offers the first of them or finishing
 * anyway; an exam asks in any case, since its answers cannot change after. Practice with every
 * question answered finishes at once.
 */
export function Finish({
  exam,
  unanswered,
  submitting,
  onGo,
  onFinish,
}: {
  exam: boolean;
  /** The positions (0-based) of the questions not answered yet. */
  unanswered: readonly number[];
  /** True while a check or the finish is being marked. */
  submitting: boolean;
  /** Shows the question at this position. */
  onGo: (index: number) => void;
  /** Finishes the quiz (its `finishQuiz`). */
  onFinish: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) message.current?.focus();
  }, [asking]);
  const finish = () => {
    setAsking(false);
    void onFinish();
  };
  const first = unanswered[0];
  if (!asking)
    return (
      <div class="kyu-finish">
        <button
          type="button"
          class="kyu-primary"
          disabled={submitting}
          onClick={() => (exam || first !== undefined ? setAsking(true) : finish())}
        >
          {submitting ? 'Marking…' : 'Finish'}
        </button>
      </div>
    );
  return (
    <div role="group" aria-labelledby="kyu-confirm" class="kyu-confirm kyu-finish">
      <p id="kyu-confirm" ref={message} tabIndex={-1}>
        {first !== undefined && <strong>{unansweredText(unanswered.length)} </strong>}
        {exam
          ? 'Finish the exam? You cannot change your answers afterwards.'
          : 'Unanswered questions get no marks.'}
      </p>
      <div class="kyu-row">
        {first !== undefined && (
          <button
            type="button"
            class="kyu-primary"
            onClick={() => {
              setAsking(false);
              onGo(first);
            }}
          >
            Go to question {first + 1}
          </button>
        )}
        <button
          type="button"
          class={first === undefined ? 'kyu-primary' : 'kyu-secondary'}
          onClick={finish}
        >
          {first === undefined ? 'Yes, finish' : 'Finish anyway'}
        </button>
        {first === undefined && (
          <button type="button" class="kyu-secondary" onClick={() => setAsking(false)}>
            Keep going
          </button>
        )}
      </div>
    </div>
  );
}
