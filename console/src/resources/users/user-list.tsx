import {
  Datagrid,
  EditButton,
  EmailField,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import type { AdminUser } from '@kyu/core/contract';
import { ActiveChip } from '../../layout/state-chip';
import { useSmallScreen } from '../../layout/use-small-screen';
import { ActivationButton, BulkActivationButtons } from './activation-buttons';
import { fullName } from './full-name';
import { roleName, USER_ROLE_CHOICES } from './roles';
import { WhenField } from '../../fields/when-field';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="user_role_id" label="Role" choices={USER_ROLE_CHOICES} />,
  <NullableBooleanInput key="active" source="is_active" label="Active" />,
];

/** Every user the admin may see, with activation one click away (a phone lists them plainly). */
export const UserList = () => {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      {small ? (
        <SimpleList<AdminUser>
          primaryText={fullName}
          secondaryText={(user) => `${roleName(user.user_role_id)} · ${user.email}`}
          tertiaryText={(user) => <ActiveChip active={user.is_active} />}
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<BulkActivationButtons />}>
          <FunctionField<AdminUser> label="Name" sortBy="last_name" render={fullName} />
          <EmailField source="email" label="E-mail" />
          <SelectField source="user_role_id" label="Role" choices={USER_ROLE_CHOICES} />
          <ReferenceField
            source="school_id"
            reference="schools"
            label="School"
            link={false}
            emptyText="—"
          >
            <TextField source="school_name" />
          </ReferenceField>
          <FunctionField<AdminUser>
            label="State"
            sortBy="is_active"
            render={(user) => <ActiveChip active={user.is_active} />}
          />
          <WhenField source="last_logged_in" label="Last sign-in" showTime emptyText="Never" />
          <ActivationButton />
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
};
