import { useState } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { api, problemMessage } from '@kyu/core';
import type { Lesson, LessonProgressList } from '@kyu/core/contract';
import { $teacherClasses } from '../classes-store';
import { $lessons } from './lessons-store';

/** Gives the open lesson to a class with a due date, then shows the class's progress on its lessons. */
function AssignForm({ lesson }: { lesson: Lesson }) {
  const classes = useStore($teacherClasses);
  const [classId, setClassId] = useState('');
  const [due, setDue] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const [progress, setProgress] = useState<LessonProgressList | null>(null);
  const list = classes.status === 'ready' ? classes.data : [];
  const assign = async () => {
    try {
      await api.post(`/lessons/${lesson.id}/assign`, {
        class_id: Number(classId),
        ...(due && { due_date: new Date(due).toISOString() }),
      });
      setSaid('Assigned.');
      setProgress(
        await api.get<LessonProgressList>('/lessons/progress', { query: { class_id: classId } }),
      );
    } catch (error) {
      setSaid(problemMessage(error));
    }
  };
  return (
    <section className="kyu-card" aria-label="Assign">
      <h3>Assign to a class</h3>
      <label>
        Class{' '}
        <select value={classId} onChange={(e) => setClassId(e.target.value)}>
          <option value="">Choose a class</option>
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Due date <input type="date" value={due} onChange={(e) => setDue(e.target.value)} />
      </label>{' '}
      <button type="button" disabled={!classId} onClick={() => void assign()}>
        Assign
      </button>
      {said && <p role="status">{said}</p>}
      {progress && (
        <table aria-label="Class progress">
          <tbody>
            {progress.map((p) => (
              <tr key={p.assignment_id}>
                <td>{p.title}</td>
                <td>{p.percent_complete}% complete</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function LessonDetail({ lesson }: { lesson: Lesson }) {
  return (
    <section className="kyu-card" aria-label={lesson.title}>
      <h2>{lesson.title}</h2>
      <p>{lesson.description}</p>
      {lesson.sections.map((s) => (
        <div key={s.id}>
          <h3>{s.title}</h3>
          <ul>
            {s.items.map((i) => (
              <li key={i.id}>
                {i.title}
                {i.worksheet_id !== null && ` (worksheet ${i.worksheet_id})`}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <AssignForm lesson={lesson} />
    </section>
  );
}

/** /teacher/lessons: the school's and Kyu's lessons; open one to read and assign it. */
export const LessonsPage = () => {
  const lessons = useStore($lessons);
  const [open, setOpen] = useState<Lesson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const show = (id: number) =>
    api.get<Lesson>(`/lessons/${id}`).then(setOpen, (e: unknown) => setError(problemMessage(e)));
  return (
    <div className="kyu-page">
      <Title title="Lessons" />
      <p>
        <Link to="/lessons/manage">Create and edit your school's lessons</Link>
      </p>
      {lessons.status === 'loading' && <p role="status">Loading lessons…</p>}
      {lessons.status === 'failed' && <p role="alert">{lessons.message}</p>}
      {error && <p role="alert">{error}</p>}
      {lessons.status === 'ready' && (
        <table aria-label="Lessons">
          <tbody>
            {lessons.data.map((l) => (
              <tr key={l.id}>
                <td>
                  <button type="button" onClick={() => void show(l.id)}>
                    {l.title}
                  </button>
                </td>
                <td>{l.school_id === null ? "Kyu's" : 'Your school'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && <LessonDetail lesson={open} />}
    </div>
  );
};
