import { Edit, TabbedForm, useRecordContext } from 'react-admin';
import type { AdminSchool } from '@kyu/core/contract';
import { EmbedSecretsSection } from './embed-secrets/embed-secrets-section';
import { SchoolForm } from './school-form';

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
    </SchoolForm>
  </Edit>
);
