import { useState } from 'react';
import { SimpleForm, TextInput, maxLength, required, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FORM_SX, FormToolbar } from './form-toolbar';
import { useWatch } from 'react-hook-form';
import { api, problemMessage } from '@kyu/core';
import type { Worksheet } from '@kyu/core/contract';
import { CourseInput } from './course-input';
import { QuestionPicker, type PickedQuestion } from './question-picker';

const Picker = (props: {
  picked: PickedQuestion[];
  onChange: (next: PickedQuestion[]) => void;
}) => {
  const courseId = useWatch<{ course_id?: number | null }>({ name: 'course_id' });
  return <QuestionPicker courseId={courseId ? String(courseId) : ''} {...props} />;
};

/** Makes a worksheet by hand: a title, a course, and the questions picked from its bank. */
export const MakeWorksheetForm = () => {
  const notify = useNotify();
  const [picked, setPicked] = useState<PickedQuestion[]>([]);
  const make = async (values: FieldValues) => {
    try {
      const made = await api.post<Worksheet>('/worksheets', {
        title: String(values.title),
        course_id: Number(values.course_id),
        question_ids: picked.map((q) => q.id),
      });
      notify(`Made “${made.title}”.`, { type: 'info' });
    } catch (error) {
      notify(problemMessage(error), { type: 'error' });
    }
  };
  return (
    <SimpleForm
      sx={FORM_SX}
      aria-label="Make a worksheet by hand"
      onSubmit={make}
      toolbar={<FormToolbar label="Make worksheet" disabled={!picked.length} />}
    >
      <TextInput source="title" label="Title" validate={[required(), maxLength(200)]} fullWidth />
      {/* A worksheet's questions all come from its course. */}
      <CourseInput onChange={() => setPicked([])} />
      <Picker picked={picked} onChange={setPicked} />
    </SimpleForm>
  );
};
