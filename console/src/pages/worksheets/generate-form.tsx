import {
  FileField,
  FileInput,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxValue,
  minValue,
  required,
  useNotify,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FORM_SX, FormToolbar } from './form-toolbar';
import { useFormContext } from 'react-hook-form';
import { api, problemMessage } from '@kyu/core';
import type { AdminDocument, GenerationStarted } from '@kyu/core/contract';
import { CourseInput } from './course-input';
import { TopicsInput } from './topics-input';

const DIFFICULTIES = [
  { id: 1, name: 'Easy' },
  { id: 2, name: 'Medium' },
  { id: 3, name: 'Hard' },
];
const DOCUMENT_TYPES = [
  { id: 'source', name: 'Source: questions are written from it' },
  { id: 'curriculum', name: 'Curriculum: questions follow it' },
];
const DOCUMENT_FILES = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/markdown': ['.md'],
  'text/plain': ['.txt'],
};
const defaults = {
  number_of_worksheets: 1,
  questions_per_worksheet: 10,
  document_type: 'source',
  topic_ids: [],
};

/** Uploads the chosen document, if any; answers its id in the list the request names. */
async function uploadChosen(values: FieldValues) {
  const file = (values.file as { rawFile?: File } | null | undefined)?.rawFile;
  if (!(file instanceof File)) return {};
  const body = new FormData();
  body.set('document_type', String(values.document_type));
  body.set('file', file);
  const doc = await api.post<AdminDocument>('/worksheets/generation/documents', body);
  return values.document_type === 'curriculum'
    ? { curriculum_ids: [doc.id] }
    : { source_ids: [doc.id] };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

// A new course has other topics: the ones chosen for the last one are dropped.
const CourseField = () => {
  const form = useFormContext();
  return <CourseInput onChange={() => form.setValue('topic_ids', [])} />;
};

/** The bank's (or a document's) worksheets, made by the server as a job the page then watches. */
export const GenerateForm = ({ onStarted }: { onStarted: (jobId: number) => void }) => {
  const notify = useNotify();
  const generate = async (values: FieldValues) => {
    try {
      const started = await api.post<GenerationStarted>('/worksheets/generate', {
        course_id: Number(values.course_id),
        topic_ids: values.topic_ids as number[],
        difficulty_level_id: (values.difficulty_level_id as number | null) ?? undefined,
        number_of_worksheets: Number(values.number_of_worksheets),
        questions_per_worksheet: Number(values.questions_per_worksheet),
        prompt: text(values.prompt),
        purpose: text(values.purpose),
        reference: text(values.reference),
        ...(await uploadChosen(values)),
      });
      onStarted(started.job_id);
    } catch (error) {
      notify(problemMessage(error), { type: 'error' });
    }
  };
  return (
    <SimpleForm
      sx={FORM_SX}
      aria-label="Generate worksheets"
      defaultValues={defaults}
      onSubmit={generate}
      toolbar={<FormToolbar label="Generate" />}
    >
      <CourseField />
      <TopicsInput />
      <SelectInput
        source="difficulty_level_id"
        label="Difficulty"
        choices={DIFFICULTIES}
        emptyText="Any"
        fullWidth
      />
      <NumberInput
        source="number_of_worksheets"
        label="Number of worksheets"
        validate={[required(), minValue(1), maxValue(10)]}
        fullWidth
      />
      <NumberInput
        source="questions_per_worksheet"
        label="Questions per worksheet"
        validate={[required(), minValue(1), maxValue(50)]}
        fullWidth
      />
      <TextInput
        source="purpose"
        label="Purpose"
        helperText="Names the worksheets, as in “Practice 1 of 2”."
        fullWidth
      />
      <TextInput
        source="prompt"
        label="Instructions for the model"
        multiline
        minRows={3}
        fullWidth
      />
      <TextInput source="reference" label="Reference" fullWidth />
      <FileInput
        source="file"
        label="Document (optional)"
        inputProps={{ 'aria-label': 'Document (optional)' }}
        accept={DOCUMENT_FILES}
        helperText="Questions are written from a document when one is given."
      >
        <FileField source="src" title="title" />
      </FileInput>
      <RadioButtonGroupInput
        source="document_type"
        label="The document is"
        choices={DOCUMENT_TYPES}
        row={false}
      />
    </SimpleForm>
  );
};
