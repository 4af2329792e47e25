import { Edit, useRecordContext } from 'react-admin';
import type { AdminSchool } from '@kyu/core/contract';
import { SchoolForm } from './school-form';

const SchoolTitle = () => {
  const school = useRecordContext<AdminSchool>();
  return <span>{school ? school.school_name : 'School'}</span>;
};

// Pessimistic: the server's field errors land on the form, and images upload after the save.
export const SchoolEdit = () => (
  <Edit mutationMode="pessimistic" title={<SchoolTitle />}>
    <SchoolForm />
  </Edit>
);
