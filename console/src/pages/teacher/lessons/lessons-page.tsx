import { useState } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useStore } from '@nanostores/react';
import { api, problemMessage } from '@kyu/core';
import type { Lesson, LessonSummary } from '@kyu/core/contract';
import { AssignForm } from './assign-form';
import { useLessonKeeper } from './keeper';
import { $lessons } from './lessons-store';

function LessonDetail({ lesson }: { lesson: Lesson }) {
  const { admin, kyu } = useLessonKeeper();
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
      {kyu ? (
        <p>Kyu's lessons reach students through their courses; a school assigns them to classes.</p>
      ) : (
        <AssignForm lesson={lesson} admin={admin} />
      )}
    </section>
  );
}

/** Whose a listed lesson is, as the reader sees it. */
const ownerOf = (lesson: LessonSummary, kyu: boolean) => {
  if (lesson.school_id === null) return "Kyu's";
  return kyu ? `School ${lesson.school_id}` : 'Your school';
};

/**
 * /teacher/lessons and /admin/lessons: the school's and Kyu's lessons (every school's for Kyu's
 * admins); open one to read and assign it.
 */
export const LessonsPage = () => {
  const lessons = useStore($lessons);
  const { kyu } = useLessonKeeper();
  const [open, setOpen] = useState<Lesson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const show = (id: number) =>
    api.get<Lesson>(`/lessons/${id}`).then(setOpen, (e: unknown) => setError(problemMessage(e)));
  return (
    <div className="kyu-page">
      <Title title="Lessons" />
      <p>
        <Link to="/lessons/manage">
          {kyu ? "Create and edit Kyu's lessons" : "Create and edit your school's lessons"}
        </Link>
      </p>
      {lessons.status === 'loading' && <p role="status">Loading lessons…</p>}
      {lessons.status === 'failed' && <p role="alert">{lessons.message}</p>}
      {error && <p role="alert">{error}</p>}
      {lessons.status === 'ready' && (
        <Card component="table" aria-label="Lessons" sx={{ p: 1, borderSpacing: 0 }}>
          <tbody>
            {lessons.data.map((l) => (
              <tr key={l.id}>
                <td>
                  <Button size="small" onClick={() => void show(l.id)}>
                    {l.title}
                  </Button>
                </td>
                <td>{ownerOf(l, kyu)}</td>
              </tr>
            ))}
          </tbody>
        </Card>
      )}
      {open && <LessonDetail lesson={open} />}
    </div>
  );
};
