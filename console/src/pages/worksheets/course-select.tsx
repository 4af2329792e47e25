import { useStore } from '@nanostores/react';
import { $courseChoices, courseChoices } from '../../resources/activation-codes/course-choices';

/**
 * The course a worksheet is for, chosen by name (a teacher does not know course ids); `onChange`
 * tells a form that searches the course's questions which course is chosen.
 */
export const CourseSelect = ({ onChange }: { onChange?: (courseId: string) => void }) => {
  const courses = useStore($courseChoices);
  const choices = courses.status === 'ready' ? courseChoices(courses.data) : [];
  return (
    <label>
      Course
      <select
        name="course_id"
        required
        defaultValue=""
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
