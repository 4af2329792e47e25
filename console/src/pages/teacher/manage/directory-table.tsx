import { useState, type ReactNode } from 'react';
import { Datagrid, FunctionField, SimpleList, TextField as RaTextField } from 'react-admin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@kyu/core/format';
import type { DirectoryOrder, DirectoryPage, DirectoryPerson } from '@kyu/core/contract';
import { useApiStore } from '../../../http/use-api-store';
import { Empty, LocalList, useSmall } from '../../worksheets/local-list';

const SIZE = 20;
const joined = (p: DirectoryPerson) => formatDate(p.created_at);
const fullName = (p: DirectoryPerson) => `${p.first_name} ${p.last_name}`;

/**
 * A page of the teacher directory (`GET /teachers…`) with a search box, an order and paging;
 * `query` adds the list's own filters, `action` a button per person.
 */
export const DirectoryTable = ({
  path,
  label,
  query = {},
  action,
}: {
  path: string;
  label: string;
  query?: Record<string, string>;
  action?: (person: DirectoryPerson) => ReactNode;
}) => {
  const small = useSmall();
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
  const pages = data ? Math.max(1, Math.ceil(data.total_count / SIZE)) : 1;
  const empty = <Empty text={`No ${label} found.`} />;
  return (
    <div>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, px: 2, pt: 1 }}>
        <TextField
          type="search"
          size="small"
          label={`Search ${label}`}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          sx={{ flex: '2 1 200px' }}
        />
        <TextField
          select
          size="small"
          label="Order by"
          value={order}
          onChange={(e) => setOrder(e.target.value as DirectoryOrder)}
          slotProps={{ select: { native: true } }}
          sx={{ flex: '1 1 140px' }}
        >
          <option value="name">Name</option>
          <option value="username">Username</option>
          <option value="created_at">Joined</option>
        </TextField>
      </Stack>
      <LocalList resource={label} state={state} rows={data?.items ?? []}>
        {small ? (
          <SimpleList<DirectoryPerson>
            rowClick={false}
            empty={empty}
            primaryText={fullName}
            secondaryText={(p) => `${p.username} · joined ${joined(p)}`}
            rightIcon={action}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
            <RaTextField source="first_name" label="First name" sortable={false} />
            <RaTextField source="last_name" label="Last name" sortable={false} />
            <RaTextField source="username" label="Username" sortable={false} />
            <FunctionField<DirectoryPerson> label="Joined" render={joined} />
            {action && <FunctionField<DirectoryPerson> label="" render={action} />}
          </Datagrid>
        )}
      </LocalList>
      <Stack
        component="nav"
        aria-label={`${label} pages`}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'flex-end', p: 1 }}
      >
        <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Typography>{`Page ${page} of ${pages} (${data?.total_count ?? 0} in all)`}</Typography>
        <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </Stack>
    </div>
  );
};
