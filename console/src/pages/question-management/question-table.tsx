import { Datagrid, FunctionField, SimpleList, TextField } from 'react-admin';
import { Link } from 'react-router-dom';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { AdminQuestionRow } from '@kyu/core/contract';
import { questionLine } from '../worksheets/question-picker';
import { LocalList, useSmall } from '../worksheets/local-list';
import type { Loadable } from '../../http/api-store';
import { DIFFICULTY_NAMES, TYPE_NAMES } from './labels';
import { StateChips } from './state-chips';

const media = (row: AdminQuestionRow) =>
  [
    row.has_passage && 'passage',
    row.image_count > 0 && `${row.image_count} image${row.image_count === 1 ? '' : 's'}`,
    row.has_audio && 'audio',
  ]
    .filter(Boolean)
    .join(', ');

type Props = {
  state: Loadable<unknown>;
  rows: AdminQuestionRow[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
};

/** One question's tick for the bulk actions, named by the question. */
const Tick = ({
  row,
  selected,
  onSelect,
}: { row: AdminQuestionRow } & Pick<Props, 'selected' | 'onSelect'>) => (
  <Checkbox
    size="small"
    slotProps={{ input: { 'aria-label': `Select question ${row.id}: ${questionLine(row.text)}` } }}
    checked={selected.has(row.id)}
    onChange={(e) => onSelect([row.id], e.target.checked)}
  />
);

const EditLink = ({ row }: { row: AdminQuestionRow }) => {
  const line = questionLine(row.text);
  return (
    <Link to={`/question-management/${row.id}`} aria-label={`Edit question ${row.id}: ${line}`}>
      {`${row.id}. ${line}`}
    </Link>
  );
};

/** The questions of one page, each with a named checkbox for the bulk actions. */
export const QuestionTable = ({ state, rows, selected, onSelect }: Props) => {
  const small = useSmall();
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const tick = (row: AdminQuestionRow) => (
    <Tick row={row} selected={selected} onSelect={onSelect} />
  );
  return (
    <LocalList resource="questions" state={state} rows={rows}>
      <FormControlLabel
        sx={{ px: 2 }}
        label="Select every question on this page"
        control={
          <Checkbox
            checked={all}
            onChange={(e) =>
              onSelect(
                rows.map((r) => r.id),
                e.target.checked,
              )
            }
          />
        }
      />
      {small ? (
        <SimpleList<AdminQuestionRow>
          aria-label="Questions"
          rowClick={false}
          leftIcon={tick}
          primaryText={(row) => <EditLink row={row} />}
          secondaryText={(row) =>
            [row.course_name, TYPE_NAMES[row.question_type_id], media(row)]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(row) => <StateChips row={row} />}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Questions">
          <FunctionField<AdminQuestionRow> label="" render={tick} />
          <FunctionField<AdminQuestionRow>
            label="Question"
            render={(row) => <EditLink row={row} />}
          />
          <TextField source="course_name" label="Course" sortable={false} />
          <FunctionField<AdminQuestionRow>
            label="Type"
            render={(r) => TYPE_NAMES[r.question_type_id]}
          />
          <FunctionField<AdminQuestionRow>
            label="Difficulty"
            render={(r) => DIFFICULTY_NAMES[r.difficulty_level_id]}
          />
          <FunctionField<AdminQuestionRow> label="Media" render={media} />
          <FunctionField<AdminQuestionRow>
            label="State"
            render={(row) => <StateChips row={row} />}
          />
        </Datagrid>
      )}
    </LocalList>
  );
};
