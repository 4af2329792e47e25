import type { TeacherActivationCodePage, TeacherSchoolDetails } from '@kyu/core/contract';
import { DirectoryTable } from './directory-table';
import { ManageOnly } from './manage-only';
import { useApiStore } from '../../../http/use-api-store';

/** Manage › Students: the school's students. */
export const ManageStudentsPage = () => (
  <ManageOnly title="Manage students">
    <DirectoryTable path="/teachers/students" label="students" />
  </ManageOnly>
);

/** Manage › Teachers: the school's teachers. */
export const ManageTeachersPage = () => (
  <ManageOnly title="Manage teachers">
    <DirectoryTable path="/teachers" label="teachers" />
  </ManageOnly>
);

/** Manage › Parents: the parents of the school's students. */
export const ManageParentsPage = () => (
  <ManageOnly title="Manage parents">
    <DirectoryTable path="/teachers/parents" label="parents" />
  </ManageOnly>
);

const SchoolDetails = () => {
  const { state } = useApiStore<TeacherSchoolDetails>('/teachers/schools/details');
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  if (state.status === 'loading') return <p>Loading…</p>;
  const school = state.data;
  return (
    <section className="kyu-card">
      <h2>{school.school_name}</h2>
      <dl>
        <dt>Students</dt>
        <dd>{school.student_count}</dd>
        <dt>Teachers</dt>
        <dd>{school.teacher_count}</dd>
        <dt>Classes</dt>
        <dd>{school.class_count}</dd>
        <dt>Learning path</dt>
        <dd>{school.learning_path_disabled ? 'Off' : 'On'}</dd>
        <dt>Leagues</dt>
        <dd>{school.leagues_enabled ? `On, by ${school.league_scope}` : 'Off'}</dd>
      </dl>
    </section>
  );
};

/** Manage › Schools: the teacher's own school, read-only. */
export const ManageSchoolPage = () => (
  <ManageOnly title="Your school">
    <SchoolDetails />
  </ManageOnly>
);

const ActivationCodes = () => {
  const { state } = useApiStore<TeacherActivationCodePage>('/teachers/activation-codes?size=100');
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  const codes = state.status === 'ready' ? state.data.items : [];
  if (state.status === 'ready' && !codes.length) return <p>Your school has no activation codes.</p>;
  return (
    <table className="kyu-table">
      <thead>
        <tr>
          <th>Code</th>
          <th>Batch</th>
          <th>Checked</th>
          <th>Expires</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.id}>
            <td>{code.code}</td>
            <td>{code.batch_name}</td>
            <td>{code.checked ? 'Used' : 'Not used'}</td>
            <td>{code.expires_at ? new Date(code.expires_at).toLocaleDateString() : 'Never'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** Manage › Activation codes: the school's codes and whether each has been used. */
export const ManageActivationCodesPage = () => (
  <ManageOnly title="Activation codes">
    <ActivationCodes />
  </ManageOnly>
);
