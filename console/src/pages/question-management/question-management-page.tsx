import { useState } from 'react';
import { Title } from 'react-admin';
import type { AdminQuestionsPage } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { QuestionFilters, type Filters } from './question-filters';
import { QuestionTable } from './question-table';
import { StateButtons } from './state-buttons';

const SIZE = 25;

const queryOf = (filters: Filters, page: number) => {
  const params = new URLSearchParams({ page: String(page), size: String(SIZE) });
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim()) params.set(key, value.trim());
  }
  return params.toString();
};

/**
 * The admin console's question management (overview §2): the questions an admin manages,
 * filtered, with bulk approve, review, enable and disable. Which questions an admin manages is
 * the server's decision (their school's; every one for Kyu's administrators).
 */
export const QuestionManagementPage = () => {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { state, reload } = useApiStore<AdminQuestionsPage>(
    `/admin/questions?${queryOf(filters, page)}`,
  );
  const data = state.status === 'ready' ? state.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.total_count / SIZE)) : 1;
  const select = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  };
  const ids = [...selected];
  return (
    <div>
      <Title title="Question management" />
      <QuestionFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <p>{`${ids.length} selected`}</p>
      <StateButtons
        ids={ids}
        what={`the ${ids.length} selected questions`}
        onDone={() => {
          setSelected(new Set());
          reload();
        }}
      />
      {state.status === 'loading' && <p role="status">Loading questions…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {data && data.items.length === 0 && <p role="status">No questions match.</p>}
      {data && data.items.length > 0 && (
        <QuestionTable rows={data.items} selected={selected} onSelect={select} />
      )}
      <nav aria-label="Question pages">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <span>{`Page ${page} of ${pages} (${data?.total_count ?? 0} questions)`}</span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </nav>
    </div>
  );
};
