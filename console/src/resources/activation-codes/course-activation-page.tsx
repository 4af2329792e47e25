import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Title } from 'react-admin';
import { api, problemMessage } from '@kyu/core';
import type { CourseActivation } from '@kyu/core/contract';
import { $courseChoices, courseChoices } from './course-choices';
import { formatDateTime } from '@kyu/core/format';

/** An admin gives a parent's child a course by hand, until a date or with no end. */
export const CourseActivationPage = () => {
  const courses = useStore($courseChoices);
  const [childId, setChildId] = useState('');
  const [courseId, setCourseId] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      const done = await api.post<CourseActivation>('/admin/course-activations', {
        child_id: Number(childId),
        course_id: Number(courseId),
        ...(endsAt ? { ends_at: new Date(endsAt).toISOString() } : {}),
      });
      const until = done.ends_at ? `until ${formatDateTime(done.ends_at)}` : 'with no end';
      setResult({ ok: true, text: `Course activated for learner ${done.child_id}, ${until}.` });
    } catch (error) {
      setResult({ ok: false, text: problemMessage(error) });
    }
  };

  return (
    <div className="kyu-page">
      <Title title="Activate a course" />
      <form className="kyu-card" onSubmit={(e) => void submit(e)}>
        <h2>Activate a course for a child</h2>
        <label>
          Child's user id
          <input
            type="number"
            min={1}
            required
            value={childId}
            onChange={(e) => setChildId(e.target.value)}
          />
        </label>
        <label>
          Course
          <select required value={courseId} onChange={(e) => setCourseId(e.target.value)}>
            <option value="">Choose a course</option>
            {courses.status === 'ready' &&
              courseChoices(courses.data).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
          </select>
        </label>
        <label>
          Access ends (leave empty: no end)
          <input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
        </label>
        <button type="submit">Activate</button>
        {result && <p role={result.ok ? 'status' : 'alert'}>{result.text}</p>}
      </form>
    </div>
  );
};
