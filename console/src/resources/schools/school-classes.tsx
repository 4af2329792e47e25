import { useRecordContext } from 'react-admin';
import type { AdminSchool, ClassSummary } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';

/** The school's active classes (`GET /admin/schools/{id}/classes`), with their people counted. */
export const SchoolClasses = () => {
  const school = useRecordContext<AdminSchool>();
  const { state } = useApiStore<ClassSummary[]>(`/admin/schools/${school?.id ?? 0}/classes`);
  return (
    <section aria-labelledby="kyu-classes-heading">
      <h2 id="kyu-classes-heading">Classes</h2>
      {state.status === 'loading' && <p role="status">Loading classes…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && state.data.length === 0 && (
        <p>This school has no classes yet.</p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <table className="kyu-table">
          <thead>
            <tr>
              <th>Class</th>
              <th>Level</th>
              <th>Subject</th>
              <th>Students</th>
              <th>Teachers</th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((c) => (
              <tr key={c.id}>
                <td>{c.name}</td>
                <td>{c.academic_level_name}</td>
                <td>{c.subject_name}</td>
                <td>{c.student_count}</td>
                <td>{c.teacher_count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
