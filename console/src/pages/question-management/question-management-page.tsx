import { useState } from 'react';
import { Title } from 'react-admin';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
    <div className="kyu-page">
      <Title title="Question management" />
      <Card component="section" aria-label="Filter questions">
        <CardContent>
          <QuestionFilters
            filters={filters}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography>{`${ids.length} selected`}</Typography>
            <StateButtons
              ids={ids}
              what={`the ${ids.length} selected questions`}
              onDone={() => {
                setSelected(new Set());
                reload();
              }}
            />
          </Stack>
        </CardContent>
        {data && data.items.length === 0 && (
          <Typography role="status" sx={{ p: 2 }}>
            No questions match.
          </Typography>
        )}
        {(!data || data.items.length > 0) && (
          <QuestionTable
            state={state}
            rows={data?.items ?? []}
            selected={selected}
            onSelect={select}
          />
        )}
        <Stack
          component="nav"
          aria-label="Question pages"
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'flex-end', p: 1 }}
        >
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Typography>{`Page ${page} of ${pages} (${data?.total_count ?? 0} questions)`}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Stack>
      </Card>
    </div>
  );
};
