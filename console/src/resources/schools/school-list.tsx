import { BooleanField, Datagrid, ImageField, List, SearchInput, TextField } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Schools with their brand at a glance; a school admin sees only their own. */
export const SchoolList = () => (
  <List filters={filters} sort={{ field: 'school_name', order: 'ASC' }} exporter={false}>
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
    </Datagrid>
  </List>
);
