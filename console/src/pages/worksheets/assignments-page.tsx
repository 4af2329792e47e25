import { useState } from 'react';
import { Title } from 'react-admin';
import { useStore } from '@nanostores/react';
import { problemMessage } from '@kyu/core';
import type { WorksheetAssignment } from '@kyu/core/contract';
import { apiStore } from '../../http/api-store';
import { worksheetActions as act } from './worksheet-actions';

/** The teacher's assignments (`GET /worksheets/assignments`), fetched on each visit. */
export const $assignments = apiStore<WorksheetAssignment[]>('/worksheets/assignments');

const due = (a: WorksheetAssignment) =>
  a.due_date
    ? new Date(a.due_date).toLocaleDateString('en-GB', { timeZone: 'UTC' })
    : 'No due date';

/** /teacher/assignments: by class, with due dates and hand-ins; take students off, reassign. */
const AssignmentsPage = () => {
  const assignments = useStore($assignments);
  const [message, setMessage] = useState('');
  const run = (work: Promise<WorksheetAssignment>, done: string) =>
    work.then(() => setMessage(done)).catch((error: unknown) => setMessage(problemMessage(error)));

  return (
    <div className="kyu-page">
      <Title title="Assignments" />
      {message && <p role="status">{message}</p>}
      {assignments.status === 'loading' && <p>Loading…</p>}
      {assignments.status === 'failed' && <p role="alert">{assignments.message}</p>}
      {assignments.status === 'ready' && assignments.data.length === 0 && (
        <p>Nothing assigned yet.</p>
      )}
      {assignments.status === 'ready' && assignments.data.length > 0 && (
        <table className="kyu-table">
          <thead>
            <tr>
              <th>Class</th>
              <th>Worksheet</th>
              <th>Due</th>
              <th>Submitted</th>
              <th>Students</th>
            </tr>
          </thead>
          <tbody>
            {assignments.data.map((a) => (
              <tr key={a.id}>
                <td>{a.class_name}</td>
                <td>
                  {a.worksheet_title}
                  {a.needs_reassignment && (
                    <button
                      onClick={() =>
                        void run(act.reassign(a), `Reassigned “${a.worksheet_title}”.`)
                      }
                    >
                      Reassign
                    </button>
                  )}
                </td>
                <td>{due(a)}</td>
                <td>{`${a.submitted_count} of ${a.assigned_count}`}</td>
                <td>
                  {a.students.map((student) => {
                    const name = `${student.first_name} ${student.last_name}`;
                    return (
                      <button
                        key={student.id}
                        aria-label={`Unassign ${name}`}
                        onClick={() =>
                          void run(act.unassign(a, [student.id]), `Unassigned ${name}.`)
                        }
                      >
                        {`${name} ✕`}
                      </button>
                    );
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};

export default AssignmentsPage;
