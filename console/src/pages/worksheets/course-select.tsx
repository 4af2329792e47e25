import { useStore } from '@nanostores/react';
import { $courseChoices, courseChoices } from '../../resources/activation-codes/course-choices';

type Props = { value?: string; onChange?: (courseId: string) => void };

/**
 * The course a worksheet or lesson is for, chosen by name (a teacher does not know course ids);
 * controlled when given `value`, and `onChange` tells the form which course is chosen.
 */
export const CourseSelect = ({ value, onChange }: Props) => {
  const courses = useStore($courseChoices);
  const choices = courses.status === 'ready' ? courseChoices(courses.data) : [];
  return (
    <label>
      Course
      <select
        name="course_id"
        required
        {...(value === undefined ? { defaultValue: '' } : { value })}
        onChange={(event) => onChange?.(event.target.value)}
      >
        <option value="" disabled>
          {courses.status === 'failed' ? courses.message : 'Choose a course'}
        </option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
};
