import { useStore } from '@nanostores/react';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  EditButton,
  ImageField,
  List,
  SearchInput,
  SelectField,
  TextField,
  TopToolbar,
} from 'react-admin';
import { $user } from '@kyu/core';
import { LEAGUE_SCOPE_CHOICES } from './league-inputs';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// Only a super admin (no school of their own) may add schools; the server refuses the others.
const SchoolListActions = () => {
  const user = useStore($user);
  return <TopToolbar>{user && user.school_id === null ? <CreateButton /> : null}</TopToolbar>;
};

/** Schools with their brand at a glance; a school admin sees only their own. */
export const SchoolList = () => (
  <List
    filters={filters}
    sort={{ field: 'school_name', order: 'ASC' }}
    exporter={false}
    actions={<SchoolListActions />}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <ImageField
        source="images.logo"
        label="Logo"
        sortable={false}
        sx={{ '& img': { maxWidth: 40, maxHeight: 40, margin: 0 } }}
      />
      <TextField source="school_name" label="School" />
      <TextField source="domain_name" label="Domain" emptyText="—" />
      <BooleanField source="is_active" label="Active" />
      <BooleanField source="leagues_enabled" label="Leagues" />
      <SelectField
        source="league_scope"
        label="League groups"
        choices={LEAGUE_SCOPE_CHOICES}
        sortable={false}
      />
      <EditButton />
    </Datagrid>
  </List>
);
