import {
  BooleanField,
  Datagrid,
  EmailField,
  FunctionField,
  Pagination,
  ReferenceManyField,
  SelectField,
} from 'react-admin';
import type { AdminUser } from '@kyu/core/contract';
import { fullName } from '../users/full-name';
import { USER_ROLE_CHOICES } from '../users/roles';
import { WhenField } from '../../fields/when-field';

/**
 * The school's people, through the users resource filtered by `school_id`; a row opens the
 * user's edit page, where an admin changes their role or activation.
 */
export const SchoolUsers = () => (
  <section aria-labelledby="kyu-users-heading" style={{ width: '100%' }}>
    <h2 id="kyu-users-heading">Users</h2>
    <ReferenceManyField
      reference="users"
      target="school_id"
      sort={{ field: 'last_name', order: 'ASC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      empty={<p>This school has no users yet.</p>}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<AdminUser> label="Name" sortBy="last_name" render={fullName} />
        <EmailField source="email" label="E-mail" />
        <SelectField source="user_role_id" label="Role" choices={USER_ROLE_CHOICES} />
        <BooleanField source="is_active" label="Active" />
        <WhenField source="last_logged_in" label="Last sign-in" showTime emptyText="Never" />
      </Datagrid>
    </ReferenceManyField>
  </section>
);
