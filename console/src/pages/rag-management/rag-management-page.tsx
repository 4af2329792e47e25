import {
  Datagrid,
  EditButton,
  EmailField,
  FunctionField,
  ListBase,
  SelectField,
  Title,
} from 'react-admin';
import type { AdminUser } from '@kyu/core/contract';
import { USER_ROLE_CHOICES } from '../../resources/users/roles';
import { CountRow } from './count-row';
import { DocumentsByType } from './documents-by-type';
import { WhenField } from '../../fields/when-field';

const LatestSignUps = () => (
  <ListBase
    resource="users"
    perPage={5}
    sort={{ field: 'created_at', order: 'DESC' }}
    disableSyncWithLocation
    storeKey={false}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false} empty={<p>No sign-ups yet.</p>}>
      <FunctionField<AdminUser> label="Name" render={(u) => `${u.first_name} ${u.last_name}`} />
      <EmailField source="email" label="E-mail" sortable={false} />
      <SelectField
        source="user_role_id"
        label="Role"
        choices={USER_ROLE_CHOICES}
        sortable={false}
      />
      <WhenField source="created_at" label="Signed up" showTime sortable={false} />
      <EditButton />
    </Datagrid>
  </ListBase>
);

/**
 * The admin landing: the retrieval documents by type with their extraction, what the platform
 * holds, and who joined last.
 */
export const RagManagementPage = () => (
  <div className="kyu-page">
    <Title title="RAG management" />
    <DocumentsByType />
    <section className="kyu-card">
      <h2>At a glance</h2>
      <dl className="kyu-counts">
        <CountRow label="Schools" resource="schools" />
        {USER_ROLE_CHOICES.map((role) => (
          <CountRow
            key={role.id}
            label={role.plural}
            resource="users"
            filter={{ user_role_id: role.id }}
          />
        ))}
      </dl>
    </section>
    <section className="kyu-card">
      <h2>Latest sign-ups</h2>
      <LatestSignUps />
    </section>
  </div>
);
