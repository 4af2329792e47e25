import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LessonType } from '@kyu/core/constants';
import { CourseSelect } from '../../worksheets/course-select';
import type { LessonDraft } from './lesson-draft';
import { SectionsEditor } from './sections-editor';

const TYPES: [number, string][] = [
  [LessonType.lesson, 'Lesson'],
  [LessonType.aiBook, 'AI book'],
  [LessonType.learningPath, 'Learning path'],
  [LessonType.mockExam, 'Mock exam'],
  [LessonType.worksheet, 'Worksheet'],
  [LessonType.learningJourney, 'Learning journey'],
];

type Props = {
  heading: string;
  initial: LessonDraft;
  save: (draft: LessonDraft) => Promise<void>;
  cancel: () => void;
};

/** A lesson's title, course and type, and its sections' editor, saved as one. */
export const LessonForm = ({ heading, initial, save, cancel }: Props) => {
  const [draft, setDraft] = useState(initial);
  const set = (over: Partial<LessonDraft>) => setDraft((d) => ({ ...d, ...over }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(draft);
  };
  return (
    <Card component="form" aria-label={heading} onSubmit={submit} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {heading}
      </Typography>
      <TextField
        label="Title"
        required
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { maxLength: 200 } }}
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        label="Description"
        multiline
        minRows={2}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { maxLength: 5000 } }}
        value={draft.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <CourseSelect value={draft.course_id} onChange={(course_id) => set({ course_id })} />
      <TextField
        select
        label="Type"
        fullWidth
        margin="dense"
        slotProps={{ select: { native: true } }}
        value={draft.lesson_type_id}
        onChange={(e) => set({ lesson_type_id: e.target.value })}
      >
        {TYPES.map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </TextField>
      {draft.course_id ? (
        <SectionsEditor
          key={draft.course_id}
          courseId={draft.course_id}
          sections={draft.sections}
          change={(sections) => set({ sections })}
        />
      ) : (
        <p>Choose a course to add sections with its worksheets.</p>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained">
          Save lesson
        </Button>
        <Button onClick={cancel}>Cancel</Button>
      </Stack>
    </Card>
  );
};
