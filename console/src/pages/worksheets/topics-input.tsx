import { AutocompleteArrayInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { CourseTaggingCount } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';

const CourseTopics = ({ courseId }: { courseId: number }) => {
  const { state } = useApiStore<CourseTaggingCount[]>(`/questions/course-taggings/${courseId}`);
  const choices =
    state.status === 'ready'
      ? state.data.map((t) => ({ id: t.id, name: `${t.topic_name} (${t.question_count})` }))
      : [];
  return (
    <AutocompleteArrayInput
      source="topic_ids"
      label="Topics"
      choices={choices}
      isPending={state.status === 'loading'}
      helperText="Leave empty for every topic of the course."
      fullWidth
    />
  );
};

/** The chosen course's topics, by name with their question counts; none until a course is chosen. */
export const TopicsInput = () => {
  const courseId = useWatch<{ course_id?: number | null }>({ name: 'course_id' });
  return courseId ? (
    <CourseTopics key={courseId} courseId={courseId} />
  ) : (
    <AutocompleteArrayInput
      source="topic_ids"
      label="Topics"
      choices={[]}
      noOptionsText="Choose a course first."
      helperText="Choose a course first."
      fullWidth
    />
  );
};
