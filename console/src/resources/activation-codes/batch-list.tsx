import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { ActivationBatch } from '@kyu/core/contract';
import { CsvButton } from './csv-button';

const codesOf = (batch: ActivationBatch) =>
  `/activation-codes?filter=${encodeURIComponent(JSON.stringify({ batch_id: batch.id }))}`;

const Actions = () => (
  <TopToolbar>
    <Link to="/course-activations">Activate a course by hand</Link>
    <CreateButton label="Generate codes" />
  </TopToolbar>
);

/** Batches of activation codes, newest first, each with how many are used and its CSV. */
export const BatchList = () => (
  <List
    filters={[<SearchInput key="q" source="q" alwaysOn />]}
    actions={<Actions />}
    exporter={false}
    title="Activation codes"
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" label="Batch" />
      <FunctionField<ActivationBatch>
        label="Used"
        render={(b) => `${b.redeemed_count} of ${b.count}`}
        sortBy="count"
      />
      <NumberField source="access_days" label="Days of access" emptyText="No end" />
      <DateField source="expires_at" label="Expires" emptyText="Never" sortable={false} />
      <DateField source="created_at" label="Made" showTime />
      <FunctionField<ActivationBatch>
        label="Codes"
        render={(b) => <Link to={codesOf(b)}>Show codes</Link>}
      />
      <CsvButton />
    </Datagrid>
  </List>
);
