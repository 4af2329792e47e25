import type { Evaluation } from '@kyu/core/contract';
import { markOf } from '@kyu/core/marks';
import { Markdown } from '../coach/markdown';

/**
 * A question's marks, feedback, explanation and method. The explanation streams in while the
 * question is being marked, so `explanation` (the text so far) wins over the evaluation's.
 */
export function Marks({
  evaluation,
  explanation,
  busy,
}: {
  evaluation: Evaluation | undefined;
  explanation: string | undefined;
  busy: boolean;
}) {
  const marked = evaluation?.marks_given != null;
  const text = explanation || evaluation?.explanation;
  if (!busy && !marked && !text) return null;
  return (
    <section class="kyu-marks" aria-label="Marks" aria-busy={busy}>
      {busy && !marked && <p class="kyu-meta">Marking…</p>}
      {evaluation && marked && (
        <p class={evaluation.is_full_marks ? 'kyu-score kyu-full' : 'kyu-score'}>
          <strong>{markOf(evaluation.marks_given ?? 0, evaluation.max_marks)}</strong>
          {evaluation.is_full_marks && ' — full marks!'}
        </p>
      )}
      {evaluation?.needs_review && (
        // The one note for an estimated mark (the server's feedback carries none): a teacher
        // may look at it, and nothing promises they will.
        <p class="kyu-meta">This mark is an automatic estimate: your teacher may review it.</p>
      )}
      {evaluation?.feedback && (
        // Titled apart from the explanation: an open answer's feedback goes point by point
        // through the rubric, which otherwise reads as the explanation said twice.
        <div>
          <h4>Feedback</h4>
          <Markdown text={evaluation.feedback} />
        </div>
      )}
      {text && (
        <div>
          <h4>Explanation</h4>
          <Markdown text={text} />
        </div>
      )}
      {evaluation?.method_answer && (
        <div>
          <h4>Method</h4>
          <Markdown text={evaluation.method_answer} />
        </div>
      )}
    </section>
  );
}
