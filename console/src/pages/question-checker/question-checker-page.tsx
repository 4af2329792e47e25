import { useState } from 'react';
import { Title } from 'react-admin';
import { CourseSelect } from '../worksheets/course-select';
import { QuestionPicker, type PickedQuestion } from '../worksheets/question-picker';
import { QuestionCheck } from './question-check';

/**
 * The admin console's question checker: find a question of a course, answer it as a student
 * would, and read the mark and rationale the server's marking gives, before students meet it.
 */
export const QuestionCheckerPage = () => {
  const [courseId, setCourseId] = useState('');
  const [picked, setPicked] = useState<PickedQuestion[]>([]);
  const chosen = picked[0];
  return (
    <div>
      <Title title="Question checker" />
      <CourseSelect
        value={courseId}
        onChange={(id) => {
          setCourseId(id);
          setPicked([]);
        }}
      />
      {/* The worksheet picker ticks many; here the last ticked is the one checked. */}
      <QuestionPicker
        courseId={courseId}
        picked={picked}
        onChange={(next) => setPicked(next.slice(-1))}
      />
      {chosen && (
        <section aria-label="Question being checked">
          <h2>{chosen.text}</h2>
          <QuestionCheck key={chosen.id} id={chosen.id} />
        </section>
      )}
    </div>
  );
};
