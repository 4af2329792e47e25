import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { ActivationBatch } from '@kyu/core/contract';
import { useSmallScreen } from '../../layout/use-small-screen';
import { CsvButton } from './csv-button';
import { WhenField } from '../../fields/when-field';

const codesOf = (batch: ActivationBatch) =>
  `/activation-codes?filter=${encodeURIComponent(JSON.stringify({ batch_id: batch.id }))}`;

const Actions = () => (
  <TopToolbar>
    <Link to="/course-activations">Activate a course by hand</Link>
    <CreateButton label="Generate codes" />
  </TopToolbar>
);

const usedText = (b: ActivationBatch) => `${b.redeemed_count} of ${b.count} used`;

/** Batches of activation codes, newest first, each with how many are used and its CSV. */
export const BatchList = () => {
  const small = useSmallScreen();
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={<Actions />}
      exporter={false}
      title="Activation codes"
    >
      {small ? (
        <SimpleList<ActivationBatch>
          primaryText={(b) => b.name}
          secondaryText={usedText}
          rowClick={(_id, _resource, b) => codesOf(b as ActivationBatch)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" label="Batch" />
          <FunctionField<ActivationBatch>
            label="Used"
            render={(b) => `${b.redeemed_count} of ${b.count}`}
            sortBy="count"
          />
          <NumberField source="access_days" label="Days of access" emptyText="No end" />
          <WhenField source="expires_at" label="Expires" emptyText="Never" sortable={false} />
          <WhenField source="created_at" label="Made" showTime />
          <FunctionField<ActivationBatch>
            label="Codes"
            render={(b) => <Link to={codesOf(b)}>Show codes</Link>}
          />
          <CsvButton />
        </Datagrid>
      )}
    </List>
  );
};
