import {
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';

const STATES = [
  { id: 'valid', name: 'Not used' },
  { id: 'used', name: 'Used' },
  { id: 'expired', name: 'Expired' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" label="State" choices={STATES} alwaysOn />,
];

/** Every code the admin may see, with its state and who used it. */
export const CodeList = () => (
  <List filters={filters} exporter={false} title="Activation codes">
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="code" label="Code" />
      <SelectField source="state" label="State" choices={STATES} sortable={false} />
      <NumberField source="batch_id" label="Batch" />
      <DateField source="expires_at" label="Expires" emptyText="Never" />
      <DateField source="redeemed_at" label="Used" showTime emptyText="—" />
      <NumberField source="redeemed_for" label="Learner id" emptyText="—" sortable={false} />
    </Datagrid>
  </List>
);
