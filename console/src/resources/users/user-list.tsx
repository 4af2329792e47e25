import {
  BooleanField,
  Datagrid,
  DateField,
  EditButton,
  EmailField,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import type { AdminUser } from '@kyu/core/contract';
import { ActivationButton, BulkActivationButtons } from './activation-buttons';
import { fullName } from './full-name';
import { USER_ROLE_CHOICES } from './roles';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="user_role_id" label="Role" choices={USER_ROLE_CHOICES} />,
  <NullableBooleanInput key="active" source="is_active" label="Active" />,
];

/** Every user the admin may see, with activation one click away. */
export const UserList = () => (
  <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
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
      <BooleanField source="is_active" label="Active" />
      <DateField source="last_logged_in" label="Last sign-in" showTime emptyText="Never" />
      <ActivationButton />
      <EditButton />
    </Datagrid>
  </List>
);
