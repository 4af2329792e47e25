import {
  Datagrid,
  List,
  NumberField,
  SearchInput,
  FunctionField,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import type { AdminActivationCode as ActivationCode } from '@kyu/core/contract';
import { StateChip } from '../../layout/state-chip';
import { useSmallScreen } from '../../layout/use-small-screen';
import { WhenField } from '../../fields/when-field';

const STATES = [
  { id: 'valid', name: 'Not used' },
  { id: 'used', name: 'Used' },
  { id: 'expired', name: 'Expired' },
];

const TONES = { valid: 'success', used: 'default', expired: 'warning' } as const;

const CodeState = ({ code }: { code: ActivationCode }) => (
  <StateChip
    label={STATES.find((s) => s.id === code.state)?.name ?? code.state}
    tone={TONES[code.state]}
  />
);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" label="State" choices={STATES} alwaysOn />,
];

/** Every code the admin may see, with its state and who used it. */
export const CodeList = () => {
  const small = useSmallScreen();
  return (
    <List filters={filters} exporter={false} title="Activation codes">
      {small ? (
        <SimpleList<ActivationCode>
          primaryText={(code) => code.code}
          secondaryText={(code) => `Batch ${code.batch_id}`}
          tertiaryText={(code) => <CodeState code={code} />}
          rowClick={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="code" label="Code" />
          <FunctionField<ActivationCode>
            label="State"
            sortable={false}
            render={(code) => <CodeState code={code} />}
          />
          <NumberField source="batch_id" label="Batch" />
          <WhenField source="expires_at" label="Expires" emptyText="Never" />
          <WhenField source="redeemed_at" label="Used" showTime emptyText="—" />
          <NumberField source="redeemed_for" label="Learner id" emptyText="—" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};
