import { Datagrid, FunctionField, SimpleList, TextField, Title } from 'react-admin';
import Card from '@mui/material/Card';
import { useStore } from '@nanostores/react';
import { formatDate } from '@kyu/core/format';
import type { Worksheet, WorksheetPage } from '@kyu/core/contract';
import { apiStore } from '../../http/api-store';
import { Empty, LocalList, useSmall } from './local-list';
import { WorksheetMenu } from './worksheet-menu';

/** The school's worksheets (`GET /worksheets`), fetched on each visit. */
export const $library = apiStore<WorksheetPage>('/worksheets');

const count = (w: Worksheet) =>
  `${w.question_ids.length} question${w.question_ids.length === 1 ? '' : 's'}`;
const made = (w: Worksheet) => formatDate(w.created_at);
const actions = (w: Worksheet) => <WorksheetMenu sheet={w} onChanged={$library.reload} />;
const EMPTY = <Empty text="No worksheets yet: make one in the worksheet creator." />;

/** /teacher/worksheet-library: open, copy, remove, share, print and assign the school's worksheets. */
const LibraryPage = () => {
  const state = useStore($library);
  const small = useSmall();
  const rows = state.status === 'ready' ? state.data.items : [];
  return (
    <div className="kyu-page">
      <Title title="Worksheet library" />
      <Card>
        <LocalList resource="worksheets" state={state} rows={rows}>
          {small ? (
            <SimpleList<Worksheet>
              rowClick={false}
              empty={EMPTY}
              primaryText={(w) => w.title}
              secondaryText={(w) => `${count(w)} · made ${made(w)}`}
              rightIcon={actions}
              rowSx={() => ({ pr: 0 })}
            />
          ) : (
            <Datagrid bulkActionButtons={false} rowClick={false} empty={EMPTY}>
              <TextField source="title" label="Worksheet" sortable={false} />
              <FunctionField<Worksheet> label="Questions" render={count} />
              <FunctionField<Worksheet> label="Made" render={made} />
              <FunctionField<Worksheet> label="Actions" render={actions} />
            </Datagrid>
          )}
        </LocalList>
      </Card>
    </div>
  );
};

export default LibraryPage;
