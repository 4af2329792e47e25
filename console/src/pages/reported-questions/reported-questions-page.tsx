import { useState } from 'react';
import { Title } from 'react-admin';
import { api, problemMessage } from '@kyu/core';
import type { QuestionReport, QuestionReportsPage } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { TYPE_NAMES } from '../question-management/labels';
import { questionLine } from '../worksheets/question-picker';
import { formatDateTime } from '@kyu/core/format';

const SIZE = 50;

/** One report with its question beside it, and the button that sets or clears its resolve flag. */
const ReportRow = ({ report, onChanged }: { report: QuestionReport; onChanged: () => void }) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const line = questionLine(report.question.text);
  const verb = report.resolved ? 'Reopen' : 'Resolve';
  const flip = () => {
    setBusy(true);
    setError(null);
    api
      .patch(`/admin/question-reports/${report.id}`, { resolved: !report.resolved })
      .then(onChanged, (e: unknown) => {
        setBusy(false);
        setError(problemMessage(e));
      });
  };
  return (
    <li className="kyu-report">
      <blockquote>{report.message}</blockquote>
      <p>
        {`${report.reporter}, ${formatDateTime(report.created_at)}`}
        {report.resolved && ' (resolved)'}
      </p>
      <p>
        <strong>{`Question ${report.question.id}`}</strong>
        {` · ${report.question.course_name} · ${TYPE_NAMES[report.question.question_type_id] ?? ''}`}
      </p>
      <p>{line}</p>
      {/* The button's name carries the question, so a screen reader's list of buttons says which. */}
      <button
        type="button"
        disabled={busy}
        aria-label={`${verb} the report on: ${line}`}
        onClick={flip}
      >
        {verb}
      </button>
      {error && <p role="alert">{error}</p>}
    </li>
  );
};

/**
 * The admin console's reported questions (overview §2): the reports students and visitors filed,
 * open ones first, each beside its question. Which school's reports an admin sees is the server's
 * decision, not this page's.
 */
export const ReportedQuestionsPage = () => {
  const [resolved, setResolved] = useState(false);
  const [page, setPage] = useState(1);
  const { state, reload } = useApiStore<QuestionReportsPage>(
    `/admin/question-reports?resolved=${resolved}&page=${page}&size=${SIZE}`,
  );
  const data = state.status === 'ready' ? state.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.total_count / SIZE)) : 1;
  return (
    <div>
      <Title title="Reported questions" />
      <label>
        <input
          type="checkbox"
          checked={resolved}
          onChange={(e) => {
            setResolved(e.target.checked);
            setPage(1);
          }}
        />
        Show resolved reports
      </label>
      {state.status === 'loading' && <p role="status">Loading reports…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {data && data.items.length === 0 && (
        <p role="status">{resolved ? 'No resolved reports.' : 'No open reports.'}</p>
      )}
      {data && data.items.length > 0 && (
        <ul aria-label={resolved ? 'Resolved reports' : 'Open reports'}>
          {data.items.map((report) => (
            <ReportRow key={report.id} report={report} onChanged={reload} />
          ))}
        </ul>
      )}
      <nav aria-label="Report pages">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <span>{`Page ${page} of ${pages} (${data?.total_count ?? 0} reports)`}</span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </nav>
    </div>
  );
};
