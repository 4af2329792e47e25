import { AutocompleteInput, required } from 'react-admin';
import { useStore } from '@nanostores/react';
import { $courseChoices, courseChoices } from '../../resources/activation-codes/course-choices';

/**
 * The course a worksheet or an import is for, found by typing its name (a teacher does not know
 * course ids), with its subject and level so two "Mathematics" are told apart.
 */
export const CourseInput = ({ onChange }: { onChange?: () => void }) => {
  const courses = useStore($courseChoices);
  return (
    <AutocompleteInput
      source="course_id"
      label="Course"
      choices={courses.status === 'ready' ? courseChoices(courses.data) : []}
      isPending={courses.status === 'loading'}
      validate={required()}
      onChange={onChange}
      helperText={courses.status === 'failed' ? courses.message : false}
      fullWidth
    />
  );
};
