import { useStore } from '@nanostores/react';
import {
  AutocompleteArrayInput,
  Create,
  DateTimeInput,
  NumberInput,
  SimpleForm,
  TextInput,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import { MAX_BATCH_CODES } from '@kyu/core/constants';
import { $courseChoices, courseChoices } from './course-choices';

/** Generates a batch: how many codes, which courses they unlock, until when, for how long. */
export const BatchCreate = () => {
  const courses = useStore($courseChoices);
  return (
    <Create title="Generate activation codes" redirect="list">
      <SimpleForm defaultValues={{ count: 30 }}>
        <TextInput source="name" label="Batch name" validate={required()} />
        <NumberInput
          source="count"
          label="How many codes"
          validate={[required(), minValue(1), maxValue(MAX_BATCH_CODES)]}
        />
        <AutocompleteArrayInput
          source="course_ids"
          label="Courses each code unlocks"
          choices={courses.status === 'ready' ? courseChoices(courses.data) : []}
          isPending={courses.status === 'loading'}
          validate={required()}
        />
        <DateTimeInput source="expires_at" label="Redeem before (leave empty: never expires)" />
        <NumberInput
          source="access_days"
          label="Days of access (leave empty: no end)"
          validate={minValue(1)}
        />
      </SimpleForm>
    </Create>
  );
};
