import { Link, Title } from 'react-admin';
import type { ClassPeople, TeacherClass } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';

const ClassStudents = ({ klass }: { klass: TeacherClass }) => {
  const { state } = useApiStore<ClassPeople>(`/teachers/class/${klass.id}`);
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  const students = state.status === 'ready' ? state.data.students : [];
  return (
    <section className="kyu-card" aria-label={klass.name}>
      <h2>{klass.name}</h2>
      {state.status === 'ready' && !students.length && <p>No students in this class yet.</p>}
      <ul>
        {students.map((s) => (
          <li key={s.id}>
            <Link to={`/students/${s.id}/class/${klass.id}/reports`}>
              {s.first_name} {s.last_name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** The teacher's students, class by class, each opening their report in that class. */
export const MyStudentsPage = () => {
  const { state } = useApiStore<TeacherClass[]>('/teachers/class');
  return (
    <div className="kyu-page">
      <Title title="Students" />
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && !state.data.length && <p>You have no classes yet.</p>}
      {state.status === 'ready' && state.data.map((c) => <ClassStudents key={c.id} klass={c} />)}
    </div>
  );
};
