import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Attention, AttentionGroup } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { formatDateTime } from '@kyu/core/format';

/** One group: how many, the newest few, and the console page that deals with them. */
const Group = ({
  title,
  group,
  to,
  linkText,
}: {
  title: string;
  group: AttentionGroup;
  to?: string;
  linkText?: string;
}) => (
  <section className="kyu-card" aria-label={title}>
    <h2>{`${title}: ${group.count}`}</h2>
    {group.newest.length > 0 && (
      <ul>
        {group.newest.map((item) => (
          <li key={item.id}>
            {item.label}
            {` (${formatDateTime(item.at)})`}
          </li>
        ))}
      </ul>
    )}
    {to && <Link to={to}>{linkText}</Link>}
  </section>
);

/**
 * The admin console's home (overview §2, index page): what needs attention today. Failed jobs
 * are Kyu's administrators' only; the server answers null for a school admin.
 */
export const AttentionPage = () => {
  const { state } = useApiStore<Attention>('/admin/attention');
  return (
    <div className="kyu-page">
      <Title title="Needs attention" />
      {state.status === 'loading' && <p role="status">Loading…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && (
        <div className="kyu-report-grid">
          <Group
            title="Open question reports"
            group={state.data.reported_questions}
            to="/reported-questions"
            linkText="Go to reported questions"
          />
          {state.data.failed_jobs && (
            <Group title="Failed jobs, last 7 days" group={state.data.failed_jobs} />
          )}
          <Group
            title="Payments past due"
            group={state.data.payment_failures}
            to="/subscriptions"
            linkText="Go to subscriptions"
          />
          <Group
            title="Documents not indexed"
            group={state.data.documents_not_indexed}
            to="/rag-management"
            linkText="Go to RAG management"
          />
        </div>
      )}
    </div>
  );
};
