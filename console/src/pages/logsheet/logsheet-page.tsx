import { useState } from 'react';
import Button from '@mui/material/Button';
import {
  Datagrid,
  FunctionField,
  ListContextProvider,
  ResourceContextProvider,
  SimpleList,
  TextField,
  Title,
  useList,
} from 'react-admin';
import type { LogsheetEntry, LogsheetPage as Page } from '@kyu/core/contract';
import { useSmallScreen } from '../../layout/use-small-screen';
import { useApiStore } from '../../http/use-api-store';
import { LogsheetFilterBar } from './logsheet-filters';
import { logsheetPath, NO_FILTERS, type LogsheetFilters } from './logsheet-query';
import { describeEntry } from './wording';
import { formatDateTime } from '@kyu/core/format';
import { WhenField } from '../../fields/when-field';

const SIZE = 50;

const whenAndWhere = (entry: LogsheetEntry) =>
  [formatDateTime(entry.at), entry.school_name, entry.actor_email].filter(Boolean).join(' · ');

/**
 * The admin console's logsheet (overview §2): who changed what, and every sign-in, newest first,
 * each in words. A school admin sees their school's entries; the server decides that.
 */
export const LogsheetPage = () => {
  const small = useSmallScreen();
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
            {small ? (
              <SimpleList<LogsheetEntry>
                primaryText={describeEntry}
                secondaryText={whenAndWhere}
                rowClick={false}
                empty={<p>No entries match.</p>}
              />
            ) : (
              <Datagrid bulkActionButtons={false} empty={<p>No entries match.</p>}>
                <WhenField source="at" label="When" showTime sortable={false} />
                <FunctionField<LogsheetEntry>
                  label="What happened"
                  render={describeEntry}
                  sortable={false}
                />
                <TextField source="actor_email" label="E-mail" emptyText="—" sortable={false} />
                <TextField source="school_name" label="School" emptyText="—" sortable={false} />
                <TextField source="ip" label="Address" emptyText="—" sortable={false} />
              </Datagrid>
            )}
          </ListContextProvider>
        </ResourceContextProvider>
      )}
      <nav aria-label="Logsheet pages" className="kyu-pager">
        <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages} ({data?.total_count ?? 0} entries)
        </span>
        <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </nav>
    </div>
  );
};
