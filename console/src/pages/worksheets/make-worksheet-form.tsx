import { useState, type FormEvent } from 'react';
import { api, problemMessage } from '@kyu/core';
import type { Worksheet } from '@kyu/core/contract';
import { CourseSelect } from './course-select';
import { QuestionPicker, type PickedQuestion } from './question-picker';

/** Makes a worksheet by hand: a title, a course, and the questions picked from its bank. */
export const MakeWorksheetForm = ({ onDone }: { onDone: (message: string) => void }) => {
  const [courseId, setCourseId] = useState('');
  const [picked, setPicked] = useState<PickedQuestion[]>([]);
  const chooseCourse = (id: string) => {
    setCourseId(id);
    // A worksheet's questions all come from its course.
    setPicked([]);
  };
  const make = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const made = await api.post<Worksheet>('/worksheets', {
        title: String(form.get('title')),
        course_id: Number(courseId),
        question_ids: picked.map((q) => q.id),
      });
      onDone(`Made “${made.title}”.`);
    } catch (error) {
      onDone(problemMessage(error));
    }
  };
  return (
    <form aria-label="Make a worksheet by hand" onSubmit={(e) => void make(e)}>
      <label>
        Title <input name="title" required maxLength={200} />
      </label>
      <CourseSelect onChange={chooseCourse} />
      <QuestionPicker courseId={courseId} picked={picked} onChange={setPicked} />
      <button type="submit" disabled={!picked.length}>
        Make worksheet
      </button>
    </form>
  );
};
