import { useStore } from '@nanostores/react';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  ImageField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { $user } from '@kyu/core';
import type { AdminSchool } from '@kyu/core/contract';
import { ActiveChip } from '../../layout/state-chip';
import { useSmallScreen } from '../../layout/use-small-screen';
import { LEAGUE_SCOPE_CHOICES } from './league-inputs';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="active" source="is_active" label="Active" />,
];

// Only a super admin (no school of their own) may add schools; the server refuses the others.
const SchoolListActions = () => {
  const user = useStore($user);
  return <TopToolbar>{user && user.school_id === null ? <CreateButton /> : null}</TopToolbar>;
};

/** Schools with their brand at a glance; a school admin sees only their own. */
export const SchoolList = () => {
  const small = useSmallScreen();
  return (
    <List
      filters={filters}
      sort={{ field: 'school_name', order: 'ASC' }}
      exporter={false}
      actions={<SchoolListActions />}
    >
      {small ? (
        <SimpleList<AdminSchool>
          primaryText={(school) => school.school_name}
          secondaryText={(school) => school.domain_name ?? 'No domain'}
          tertiaryText={(school) => <ActiveChip active={school.is_active} />}
          leftAvatar={(school) =>
            school.images.logo ? (
              <img src={school.images.logo} alt="" width={40} height={40} />
            ) : null
          }
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <ImageField
            source="images.logo"
            label="Logo"
            sortable={false}
            sx={{ '& img': { maxWidth: 40, maxHeight: 40, margin: 0 } }}
          />
          <TextField source="school_name" label="School" />
          <TextField source="domain_name" label="Domain" emptyText="—" />
          <FunctionField<AdminSchool>
            label="State"
            sortBy="is_active"
            render={(school) => <ActiveChip active={school.is_active} />}
          />
          <BooleanField source="leagues_enabled" label="Leagues" />
          <SelectField
            source="league_scope"
            label="League groups"
            choices={LEAGUE_SCOPE_CHOICES}
            sortable={false}
          />
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
};
