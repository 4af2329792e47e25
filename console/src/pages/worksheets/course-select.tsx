import TextField from '@mui/material/TextField';
import { useStore } from '@nanostores/react';
import { $courseChoices, courseChoices } from '../../resources/activation-codes/course-choices';

type Props = { value?: string; onChange?: (courseId: string) => void };

/**
 * The course a worksheet or lesson is for, chosen by name (a teacher does not know course ids);
 * controlled when given `value`, and `onChange` tells the form which course is chosen. A
 * Material UI field around the browser's own list, named `course_id` for the forms that read it.
 */
export const CourseSelect = ({ value, onChange }: Props) => {
  const courses = useStore($courseChoices);
  const choices = courses.status === 'ready' ? courseChoices(courses.data) : [];
  return (
    <TextField
      select
      label="Course"
      name="course_id"
      required
      {...(value === undefined ? { defaultValue: '' } : { value })}
      onChange={(event) => onChange?.(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {courses.status === 'failed' ? courses.message : 'Choose a course'}
      </option>
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </TextField>
  );
};
