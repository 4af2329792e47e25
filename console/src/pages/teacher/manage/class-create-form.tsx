import { useEffect } from 'react';
import { SelectInput, SimpleForm, TextInput, maxLength, required, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FORM_SX, FormToolbar } from '../../worksheets/form-toolbar';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { api, problemMessage } from '@kyu/core';
import { $academicLevels, $subjects, loadReferenceData } from '@kyu/core/reference';
import type { ClassCreated } from '@kyu/core/contract';

/** Makes a class of the school (`POST /teachers/class`) and tells the page its id. */
export const ClassCreateForm = ({ onCreated }: { onCreated: (id: number) => void }) => {
  const notify = useNotify();
  const levels = useStore($academicLevels);
  const subjects = useStore($subjects);
  useEffect(() => void loadReferenceData(), []);
  const create = (values: FieldValues) =>
    api
      .post<ClassCreated>('/teachers/class', {
        name: String(values.name).trim(),
        academic_level_id: Number(values.academic_level_id),
        subject_id: Number(values.subject_id),
      })
      .then(
        (created) => {
          notify(`Made the class ${String(values.name).trim()}.`, { type: 'info' });
          onCreated(created.class_id);
        },
        (err: unknown) => notify(problemMessage(err), { type: 'error' }),
      );
  return (
    <Card component="section" aria-label="New class">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        New class
      </Typography>
      <SimpleForm sx={FORM_SX} onSubmit={create} toolbar={<FormToolbar label="Create class" />}>
        <TextInput
          source="name"
          label="Class name"
          validate={[required(), maxLength(100)]}
          fullWidth
        />
        <SelectInput
          source="academic_level_id"
          label="Level"
          choices={[...(levels ?? [])]}
          isPending={!levels}
          validate={required()}
          fullWidth
        />
        <SelectInput
          source="subject_id"
          label="Subject"
          choices={[...(subjects ?? [])]}
          isPending={!subjects}
          validate={required()}
          fullWidth
        />
      </SimpleForm>
    </Card>
  );
};
