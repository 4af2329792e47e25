import { useState, type FormEvent } from 'react';
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
    <form className="kyu-card" aria-label={heading} onSubmit={submit}>
      <h2>{heading}</h2>
      <label>
        Title{' '}
        <input
          required
          maxLength={200}
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </label>
      <label>
        Description{' '}
        <textarea
          maxLength={5000}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </label>
      <CourseSelect value={draft.course_id} onChange={(course_id) => set({ course_id })} />
      <label>
        Type{' '}
        <select
          value={draft.lesson_type_id}
          onChange={(e) => set({ lesson_type_id: e.target.value })}
        >
          {TYPES.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>
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
      <button type="submit">Save lesson</button>{' '}
      <button type="button" onClick={cancel}>
        Cancel
      </button>
    </form>
  );
};
