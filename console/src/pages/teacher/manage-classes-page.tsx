import { useState } from 'react';
import { Title } from 'react-admin';
import { useStore } from '@nanostores/react';
import { $user } from '@kyu/core';
import { canManage } from '@kyu/core/teaching';
import type { TeacherClassList } from '@kyu/core/contract';
import { ClassCreateForm } from './manage/class-create-form';
import { ClassEditor } from './manage/class-editor';
import { useApiStore } from '../../http/use-api-store';

/**
 * The Manage group's classes page, for teacher-admins only (overview §2): the school's classes,
 * a form to make one, and the class opened to add students from the directory or remove them.
 */
export const ManageClassesPage = () => {
  const user = useStore($user);
  const classes = useApiStore<TeacherClassList>('/teachers/class');
  const [open, setOpen] = useState<number | null>(null);
  if (!user || !canManage(user)) {
    return (
      <div className="kyu-page">
        <Title title="Manage" />
        <p role="alert">Managing classes is for your school's teacher-admins.</p>
      </div>
    );
  }
  const list = classes.state.status === 'ready' ? classes.state.data : [];
  const opened = list.find((c) => c.id === open);
  return (
    <div className="kyu-page">
      <Title title="Manage classes" />
      <section className="kyu-card">
        <h2>Classes</h2>
        {classes.state.status === 'failed' && <p role="alert">{classes.state.message}</p>}
        {classes.state.status === 'ready' && !list.length && <p>Your school has no classes yet.</p>}
        <table className="kyu-table">
          <tbody>
            {list.map((c) => (
              <tr key={c.id}>
                <td>{c.name}</td>
                <td>{c.academic_level_name}</td>
                <td>{c.subject_name}</td>
                <td>{c.student_count} students</td>
                <td>
                  <button type="button" onClick={() => setOpen(c.id)}>
                    Open {c.name}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ClassCreateForm
        onCreated={(id) => {
          classes.reload();
          setOpen(id);
        }}
      />
      {opened && <ClassEditor key={opened.id} classId={opened.id} name={opened.name} />}
    </div>
  );
};
