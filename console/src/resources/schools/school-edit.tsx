import { Edit, TabbedForm, useRecordContext } from 'react-admin';
import type { AdminSchool } from '@kyu/core/contract';
import { EmbedSecretsSection } from './embed-secrets/embed-secrets-section';
import { SchoolClasses } from './school-classes';
import { SchoolForm } from './school-form';
import { SchoolUsers } from './school-users';

const SchoolTitle = () => {
  const school = useRecordContext<AdminSchool>();
  return <span>{school ? school.school_name : 'School'}</span>;
};

// Pessimistic: the server's field errors land on the form, and images upload after the save.
export const SchoolEdit = () => (
  <Edit mutationMode="pessimistic" title={<SchoolTitle />}>
    <SchoolForm>
      <TabbedForm.Tab label="Embed sign-in" path="embed">
        <EmbedSecretsSection />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Classes" path="classes">
        <SchoolClasses />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Users" path="users">
        <SchoolUsers />
      </TabbedForm.Tab>
    </SchoolForm>
  </Edit>
);
