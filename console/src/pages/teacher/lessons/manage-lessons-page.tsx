import { useState } from 'react';
import { Title } from 'react-admin';
import { useStore } from '@nanostores/react';
import { api, problemMessage } from '@kyu/core';
import type { Lesson, LessonSectionInput } from '@kyu/core/contract';
import { $schoolLessons } from './lessons-store';

/** The editor's sections as text: one line per item, `content: title` or `worksheet 12: title`. */
const ITEM_LINE = /^(content|worksheet (\d+)):\s*(.+)$/;

/** Sections from the editor: a blank line between sections, the first line of each its title. */
export function sectionsFromText(text: string): LessonSectionInput[] {
  return text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(([title, ...lines]) => ({
      title: title!,
      items: lines.flatMap((line) => {
        const m = ITEM_LINE.exec(line);
        if (!m) return [];
        return m[2]
          ? [{ title: m[3]!, item_type_id: 2, worksheet_id: Number(m[2]) }]
          : [{ title: m[3]!, item_type_id: 1 }];
      }),
    }));
}

/** /teacher/lessons/manage: create a lesson; duplicate or delete the school's lessons. */
export const ManageLessonsPage = () => {
  const lessons = useStore($schoolLessons);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [courseId, setCourseId] = useState('');
  const [typeId, setTypeId] = useState('1');
  const [sections, setSections] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const run = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      setSaid(done);
    } catch (error) {
      setSaid(problemMessage(error));
    }
  };
  const create = () => {
    const form = new FormData();
    form.set('title', title);
    form.set('description', description);
    form.set('course_id', courseId);
    form.set('lesson_type_id', typeId);
    form.set('sections', JSON.stringify(sectionsFromText(sections)));
    return run(() => api.post<Lesson>('/lessons', form), `Created “${title}”.`);
  };
  return (
    <div className="kyu-page">
      <Title title="Manage lessons" />
      <section className="kyu-card" aria-label="New lesson">
        <h2>New lesson</h2>
        <label>
          Title <input value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          Description <input value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <label>
          Course id{' '}
          <input
            inputMode="numeric"
            value={courseId}
            onChange={(e) => setCourseId(e.target.value)}
          />
        </label>
        <label>
          Type{' '}
          <select value={typeId} onChange={(e) => setTypeId(e.target.value)}>
            <option value="1">Lesson</option>
            <option value="2">AI book</option>
            <option value="3">Learning path</option>
          </select>
        </label>
        <label>
          Sections (a title, then lines “content: title” or “worksheet 12: title”; a blank line
          between)
          <textarea rows={6} value={sections} onChange={(e) => setSections(e.target.value)} />
        </label>
        <button type="button" disabled={!title || !courseId} onClick={() => void create()}>
          Create
        </button>
      </section>
      {said && <p role="status">{said}</p>}
      <section className="kyu-card" aria-label="Your school's lessons">
        <h2>Your school's lessons</h2>
        {lessons.status === 'failed' && <p role="alert">{lessons.message}</p>}
        {lessons.status === 'ready' && (
          <table>
            <tbody>
              {lessons.data.map((l) => (
                <tr key={l.id}>
                  <td>{l.title}</td>
                  <td>
                    <button
                      type="button"
                      onClick={() =>
                        void run(
                          () => api.post(`/lessons/${l.id}/duplicate`),
                          `Copied “${l.title}”.`,
                        )
                      }
                    >
                      Duplicate
                    </button>{' '}
                    <button
                      type="button"
                      onClick={() =>
                        void run(() => api.delete(`/lessons/${l.id}`), `Deleted “${l.title}”.`)
                      }
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
};
