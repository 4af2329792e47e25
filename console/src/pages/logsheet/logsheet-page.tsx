import { useState } from 'react';
import {
  Datagrid,
  DateField,
  ListContextProvider,
  NumberField,
  ResourceContextProvider,
  TextField,
  Title,
  useList,
} from 'react-admin';
import type { LogsheetPage as Page } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { LogsheetFilterBar } from './logsheet-filters';
import { logsheetPath, NO_FILTERS, type LogsheetFilters } from './logsheet-query';

const SIZE = 50;

/**
 * The admin console's logsheet (overview §2): who changed what, and every sign-in, newest first.
 * A school admin sees their school's entries; the server decides that, not this page.
 */
export const LogsheetPage = () => {
  const [filters, setFilters] = useState<LogsheetFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { state } = useApiStore<Page>(logsheetPath(filters, page, SIZE));
  const data = state.status === 'ready' ? state.data : null;
  const list = useList({ data: data?.items ?? [], isPending: state.status === 'loading' });
  const pages = data ? Math.max(1, Math.ceil(data.total_count / SIZE)) : 1;
  return (
    <div>
      <Title title="Log sheet" />
      <LogsheetFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {state.status === 'failed' ? (
        <p role="alert">{state.message}</p>
      ) : (
        <ResourceContextProvider value="logsheet">
          <ListContextProvider value={list}>
            <Datagrid bulkActionButtons={false} empty={<p>No entries match.</p>}>
              <DateField source="at" label="When" showTime sortable={false} />
              <TextField source="actor_name" label="Person" emptyText="—" sortable={false} />
              <TextField source="actor_email" label="E-mail" emptyText="—" sortable={false} />
              <TextField source="school_name" label="School" emptyText="—" sortable={false} />
              <TextField source="action" label="Action" sortable={false} />
              <NumberField source="target_id" label="Record" emptyText="—" sortable={false} />
              <NumberField source="status" label="Status" sortable={false} />
              <TextField source="ip" label="Address" emptyText="—" sortable={false} />
            </Datagrid>
          </ListContextProvider>
        </ResourceContextProvider>
      )}
      <nav aria-label="Logsheet pages">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {page} of {pages} ({data?.total_count ?? 0} entries)
        </span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </nav>
    </div>
  );
};
