import { Title } from 'react-admin';
import { useStore } from '@nanostores/react';
import { $user, TeacherRole } from '@kyu/core';
import { ClassesTable } from './classes-table';

/** The Manage group's classes page, for teacher-admins only (overview §2). */
export const ManageClassesPage = () => {
  const user = useStore($user);
  if (user?.teacher_role_id !== TeacherRole.admin) {
    return (
      <div className="kyu-page">
        <Title title="Manage" />
        <p role="alert">Managing classes is for your school's teacher-admins.</p>
      </div>
    );
  }
  return (
    <div className="kyu-page">
      <Title title="Manage classes" />
      <section className="kyu-card">
        <h2>Classes</h2>
        <ClassesTable />
      </section>
    </div>
  );
};
