import type { Attempt, Evaluation, StudentQuestion } from '@kyu/core/contract';
import { markOf, scoreOf } from '@kyu/core/marks';
import { xpNote } from '@kyu/core/quiz';
import { useEffect, useRef } from 'preact/hooks';

/** Where the result leads: the quiz list (when the page gives one) and the answers, in place. */
export interface ResultLinks {
  /** The quiz list's address; without it there is no "Back to your quizzes" link. */
  listHref?: string;
  /** Told before the link is followed; answering `false` keeps the page where it is. */
  onBack?: (detail: { href: string }) => boolean | void;
  onReview: () => void;
}

/**
 * The finish, from the first mark to the last: each question's mark as it arrives (a link to
 * the question), then the total, the XP the server granted, and where to go next.
 */
export function Result({
  questions,
  marked,
  attempt,
  showXp,
  onGo,
  links,
}: {
  questions: readonly StudentQuestion[];
  marked: Readonly<Record<number, Evaluation>>;
  /** The graded attempt; null while the marks are still coming. */
  attempt: Attempt | null;
  /** Say what XP the attempt earned (a student's own attempt). */
  showXp: boolean;
  onGo: (index: number) => void;
  links: ResultLinks;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const done = attempt?.grading_completed ? attempt : null;
  const count = questions.filter((q) => marked[q.id]).length;
  const note = done && showXp ? xpNote(done) : null;
  const { listHref, onBack, onReview } = links;
  return (
    <section class="kyu-result" aria-labelledby="kyu-result-h" aria-busy={!done}>
      <h3 id="kyu-result-h" ref={heading} tabIndex={-1}>
        {done ? 'Your result' : 'Marking your answers…'}
      </h3>
      <p class={done ? 'kyu-total' : 'kyu-meta'} role="status">
        {done ? (
          <strong>{scoreOf(done.total_score, done.max_score)}</strong>
        ) : (
          `${count} of ${questions.length} questions marked`
        )}
      </p>
      {note && <p class="kyu-xp">{note}</p>}
      <ol class="kyu-summary">
        {questions.map((q, i) => {
          const e = marked[q.id];
          const look = !e ? 'kyu-pending' : e.is_full_marks ? 'kyu-full' : 'kyu-partial';
          return (
            <li key={q.id} class={look}>
              <button type="button" class="kyu-link" onClick={() => onGo(i)}>
                Question {i + 1}
              </button>{' '}
              <span>{e ? markOf(e.marks_given ?? 0, e.max_marks) : 'Marking…'}</span>
            </li>
          );
        })}
      </ol>
      {done && (
        <div class="kyu-row">
          <button type="button" class="kyu-primary" onClick={onReview}>
            Review your answers
          </button>
          {listHref && (
            <a
              class="kyu-back"
              href={listHref}
              onClick={(event) => {
                if (onBack?.({ href: listHref }) === false) event.preventDefault();
              }}
            >
              Back to your quizzes
            </a>
          )}
        </div>
      )}
    </section>
  );
}
