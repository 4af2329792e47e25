import type { Attempt, Evaluation, StudentQuestion } from '@kyu/core/contract';
import { markOf, scoreOf } from '@kyu/core/marks';
import { xpNote } from '@kyu/core/quiz';
import { useEffect, useRef } from 'preact/hooks';

/** Where the result leads: review in place, try again, and the page's own addresses. */
export interface ResultLinks {
  /** The quiz list's address; without it there is no "Back to your quizzes" link. */
  listHref?: string;
  /** The student's mistakes to revise (their history of wrong answers); no link without it. */
  historyHref?: string;
  /** The next thing to do (the learning path); no link without it. */
  nextHref?: string;
  /** Told before a link is followed; answering `false` keeps the page where it is. */
  onBack?: (detail: { href: string }) => boolean | void;
  onReview: () => void;
  /** Starts a new attempt; no "Try again" without it. */
  onAgain?: () => void;
}

// The result's own look, in px so a host page's root font size cannot shrink it.
export const RESULT_CSS = `
.kyu-cheer { display: flex; align-items: center; gap: 12px; }
.kyu-cheer svg { flex: none; width: 48px; height: 48px; }
.kyu-cheer h3 { margin: 0; font-size: 16px; }
.kyu-cheer-line { margin: 2px 0 0; font-size: 22px; font-weight: 700; }
.kyu-actions { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
.kyu-actions a { font-weight: 600; }
`;

/** A few words that fit the score: every finish is worth a cheer. */
const cheer = (share: number) =>
  share >= 1
    ? 'Perfect score!'
    : share >= 0.7
      ? 'Great work!'
      : share >= 0.4
        ? 'Good effort!'
        : 'Quiz complete: keep practising!';

/** A trophy, drawn inline (no emoji: not every device has the font). */
const Trophy = () => (
  <svg viewBox="0 0 48 48" aria-hidden="true">
    <circle cx="24" cy="24" r="24" fill="#FEF3C7" />
    <path
      fill="#D97706"
      d="M15 12h18v3h5v4a7 7 0 0 1-7 7h-.6A9 9 0 0 1 26 30.7V34h5v4H17v-4h5v-3.3A9 9 0 0 1 17.6 26H17a7 7 0 0 1-7-7v-4h5zm0 6h-2v1a4 4 0 0 0 2.5 3.7zm18 0v4.7A4 4 0 0 0 35 19v-1z"
    />
  </svg>
);

/**
 * The finish, from the first mark to the last: each question's mark as it arrives (a link to
 * the question), then a cheer, the total, the XP the server granted, and where to go next:
 * review, try again, the mistakes to revise, the next thing to do, the quiz list.
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
  const { listHref, historyHref, nextHref, onBack, onReview, onAgain } = links;
  const link = (href: string | undefined, text: string) =>
    href && (
      <a
        href={href}
        onClick={(event) => {
          if (onBack?.({ href }) === false) event.preventDefault();
        }}
      >
        {text}
      </a>
    );
  return (
    <section class="kyu-result" aria-labelledby="kyu-result-h" aria-busy={!done}>
      <div class="kyu-cheer">
        {done && <Trophy />}
        <div>
          <h3 id="kyu-result-h" ref={heading} tabIndex={-1}>
            {done ? 'Your result' : 'Marking your answers…'}
          </h3>
          {done && <p class="kyu-cheer-line">{cheer(done.total_score / (done.max_score || 1))}</p>}
        </div>
      </div>
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
        <div class="kyu-actions">
          <button type="button" class="kyu-primary" onClick={onReview}>
            Review your answers
          </button>
          {onAgain && (
            <button type="button" onClick={onAgain}>
              Try again
            </button>
          )}
          {link(nextHref, 'Next: your learning path')}
          {link(historyHref, 'Revise your mistakes')}
          {link(listHref, 'Back to your quizzes')}
        </div>
      )}
    </section>
  );
}
