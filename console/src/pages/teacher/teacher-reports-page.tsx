import { Title } from 'react-admin';
import { ClassesTable } from './classes-table';

/** The teacher landing: their classes and how many students each has. */
export const TeacherReportsPage = () => (
  <div className="kyu-page">
    <Title title="Reports" />
    <section className="kyu-card">
      <h2>Your classes</h2>
      <ClassesTable />
    </section>
  </div>
);
