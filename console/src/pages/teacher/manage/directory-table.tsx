import { useState, type ReactNode } from 'react';
import {
  Datagrid,
  DateField,
  ListContextProvider,
  ResourceContextProvider,
  TextField,
  useList,
} from 'react-admin';
import type { DirectoryOrder, DirectoryPage } from '@kyu/core/contract';
import { useApiStore } from '../../../http/use-api-store';

const SIZE = 20;

/**
 * A page of the teacher directory (`GET /teachers…`) with a search box, an order and paging;
 * `query` adds the list's own filters, `actions` a column of buttons per person.
 */
export const DirectoryTable = ({
  path,
  label,
  query = {},
  actions,
}: {
  path: string;
  label: string;
  query?: Record<string, string>;
  actions?: ReactNode;
}) => {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<DirectoryOrder>('name');
  const params = new URLSearchParams({
    ...query,
    page: String(page),
    size: String(SIZE),
    order_by: order,
    ...(search.trim() ? { name_or_username: search.trim() } : {}),
  });
  const { state } = useApiStore<DirectoryPage>(`${path}?${params.toString()}`);
  const data = state.status === 'ready' ? state.data : null;
  const list = useList({ data: data?.items ?? [], isPending: state.status === 'loading' });
  const pages = data ? Math.max(1, Math.ceil(data.total_count / SIZE)) : 1;
  return (
    <div>
      <div className="kyu-toolbar">
        <label>
          Search {label}
          <input
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label>
          Order by
          <select value={order} onChange={(e) => setOrder(e.target.value as DirectoryOrder)}>
            <option value="name">Name</option>
            <option value="username">Username</option>
            <option value="created_at">Joined</option>
          </select>
        </label>
      </div>
      {state.status === 'failed' ? (
        <p role="alert">{state.message}</p>
      ) : (
        <ResourceContextProvider value={label}>
          <ListContextProvider value={list}>
            <Datagrid bulkActionButtons={false} empty={<p>No {label} found.</p>}>
              <TextField source="first_name" label="First name" sortable={false} />
              <TextField source="last_name" label="Last name" sortable={false} />
              <TextField source="username" label="Username" sortable={false} />
              <DateField source="created_at" label="Joined" sortable={false} />
              {actions}
            </Datagrid>
          </ListContextProvider>
        </ResourceContextProvider>
      )}
      <nav aria-label={`${label} pages`}>
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {page} of {pages} ({data?.total_count ?? 0} in all)
        </span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </nav>
    </div>
  );
};
