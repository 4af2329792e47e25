import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import { $hardestReport, $hardestReportError, loadHardestReport } from '@kyu/core/family';
import { markdownExcerpt } from '@kyu/core/markdown';

/**
 * The questions a child found hardest this past week, the dashboard notice's destination. A
 * preview is the question's Markdown cut at 120 characters, shown as plain words.
 */
export function HardestQuestions({ childId, name }: { childId: number; name: string }) {
  const report = useStore($hardestReport);
  const error = useStore($hardestReportError);
  useEffect(() => void loadHardestReport(childId), [childId]);
  return (
    <section class="card" id="hardest-questions" aria-labelledby="hardest-heading">
      <h2 id="hardest-heading">Hardest questions this week</h2>
      {error && (
        <p class="alert" role="alert">
          {error}
        </p>
      )}
      {!report && !error && <p class="loading">Loading…</p>}
      {report?.questions.length === 0 && <p>Nothing {name} found hard this week.</p>}
      {report && report.questions.length > 0 && (
        <ol class="item-list">
          {report.questions.map((q) => (
            <li key={q.question_id}>
              {markdownExcerpt(q.preview)}{' '}
              <span class="muted">
                {q.topic_name ? `${q.topic_name} · ` : ''}
                {Math.round(q.score_percent)}% right over {q.attempts}{' '}
                {q.attempts === 1 ? 'try' : 'tries'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
