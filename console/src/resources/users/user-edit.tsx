import {
  AutocompleteInput,
  BooleanInput,
  Edit,
  FormDataConsumer,
  Labeled,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { UserRole } from '@kyu/core';
import type { AdminUser } from '@kyu/core/contract';
import { fullName } from './full-name';
import { TEACHER_ROLE_CHOICES, USER_ROLE_CHOICES } from './roles';
import { toUserUpdate } from './user-input';

const UserTitle = () => {
  const user = useRecordContext<AdminUser>();
  return <span>{user ? fullName(user) : 'User'}</span>;
};

/** A student's detailed report (marks, topics, XP), one click from their record. */
const StudentReportLink = () => {
  const user = useRecordContext<AdminUser>();
  if (user?.user_role_id !== UserRole.student) return null;
  return <Link to={`/student-detailed-report/${user.id}`}>Detailed report</Link>;
};

// Users are deactivated, never deleted from the console.
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const name = [required(), maxLength(80)];

/** Names, role, teacher role (for teachers), school and activation of one user. */
export const UserEdit = () => (
  <Edit mutationMode="pessimistic" title={<UserTitle />} transform={toUserUpdate}>
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <Labeled label="E-mail">
        <TextField source="email" />
      </Labeled>
      <StudentReportLink />
      <TextInput source="first_name" label="First name" validate={name} />
      <TextInput source="last_name" label="Last name" validate={name} />
      <SelectInput
        source="user_role_id"
        label="Role"
        choices={USER_ROLE_CHOICES}
        validate={required()}
      />
      <FormDataConsumer<AdminUser>>
        {({ formData }) =>
          formData.user_role_id === UserRole.teacher && (
            <SelectInput
              source="teacher_role_id"
              label="Teacher role"
              choices={TEACHER_ROLE_CHOICES}
              emptyText="None"
            />
          )
        }
      </FormDataConsumer>
      <ReferenceInput source="school_id" reference="schools">
        <AutocompleteInput
          label="School"
          optionText="school_name"
          filterToQuery={(q: string) => ({ q })}
        />
      </ReferenceInput>
      <BooleanInput source="is_active" label="Active" />
    </SimpleForm>
  </Edit>
);
