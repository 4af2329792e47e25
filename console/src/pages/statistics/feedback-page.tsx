import { useState } from 'react';
import { Title } from 'react-admin';
import type { FeedbackItem, FeedbackPage as Page } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { NO_STATS_FILTERS, StatsFilterBar, statsQuery, type StatsFilters } from './stats-filters';
import { formatDateTime } from '@kyu/core/format';

const SIZE = 25;

const Reply = ({ item }: { item: FeedbackItem }) => (
  <li className="kyu-report">
    <p>
      <strong>{item.liked ? 'Liked' : 'Disliked'}</strong>
      {` · ${item.user_name ?? 'Public chat'}${item.school_name ? `, ${item.school_name}` : ''}`}
      {` · ${formatDateTime(item.at)}`}
    </p>
    {item.asked !== null && <blockquote aria-label="Asked">{item.asked}</blockquote>}
    <blockquote aria-label="Coach's reply">{item.reply}</blockquote>
  </li>
);

/**
 * The statistics' feedback (overview §2, statistics/feedback): the coach's replies someone liked
 * or disliked, newest first, with what they had asked, a page at a time from page 1.
 */
export const FeedbackPage = () => {
  const [filters, setFilters] = useState(NO_STATS_FILTERS);
  const [page, setPage] = useState(1);
  const { state } = useApiStore<Page>(
    `/admin/statistics/feedback?${statsQuery(filters, { page: String(page), size: String(SIZE) })}`,
  );
  const data = state.status === 'ready' ? state.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.total_count / SIZE)) : 1;
  const filter = (next: StatsFilters) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <div className="kyu-page">
      <Title title="Feedback" />
      <StatsFilterBar label="Filter the feedback" filters={filters} onChange={filter} by="rating" />
      {state.status === 'loading' && <p role="status">Loading feedback…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {data && data.items.length === 0 && <p role="status">No rated replies in this window.</p>}
      {data && data.items.length > 0 && (
        <ul aria-label="Rated replies">
          {data.items.map((item) => (
            <Reply key={item.message_id} item={item} />
          ))}
        </ul>
      )}
      <nav aria-label="Feedback pages">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <span>{`Page ${page} of ${pages} (${data?.total_count ?? 0} replies)`}</span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </nav>
    </div>
  );
};
