import { Datagrid, FunctionField, SimpleList, TextField, Title, useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useStore } from '@nanostores/react';
import { problemMessage } from '@kyu/core';
import { formatDate } from '@kyu/core/format';
import type { WorksheetAssignment } from '@kyu/core/contract';
import { apiStore } from '../../http/api-store';
import { Empty, LocalList, useSmall } from './local-list';
import { StudentChips } from './student-chips';
import { worksheetActions as act } from './worksheet-actions';

/** The teacher's assignments (`GET /worksheets/assignments`), fetched on each visit. */
export const $assignments = apiStore<WorksheetAssignment[]>('/worksheets/assignments');

// A due date is a calendar day saved as UTC midnight: shown on that day wherever one reads it.
const due = (a: WorksheetAssignment) => formatDate(a.due_date, 'No due date');
const handedIn = (a: WorksheetAssignment) =>
  `${a.submitted_count} of ${a.assigned_count} handed in`;

/** Sends a changed worksheet's questions to its students again. */
const ReassignButton = ({ assignment }: { assignment: WorksheetAssignment }) => {
  const notify = useNotify();
  if (!assignment.needs_reassignment) return null;
  return (
    <Button
      size="small"
      aria-label={`Reassign ${assignment.worksheet_title}`}
      onClick={(event) => {
        event.stopPropagation();
        act.reassign(assignment).then(
          () => {
            notify(`Reassigned “${assignment.worksheet_title}”.`, { type: 'info' });
            $assignments.reload();
          },
          (error: unknown) => notify(problemMessage(error), { type: 'error' }),
        );
      }}
    >
      Reassign
    </Button>
  );
};

const students = (a: WorksheetAssignment) => (
  <StudentChips assignment={a} onChanged={$assignments.reload} />
);

/** /teacher/assignments: by class, with due dates and hand-ins; take students off, reassign. */
const AssignmentsPage = () => {
  const state = useStore($assignments);
  const small = useSmall();
  const rows = state.status === 'ready' ? state.data : [];
  return (
    <div className="kyu-page">
      <Title title="Assignments" />
      <Card>
        <LocalList resource="assignments" state={state} rows={rows}>
          {small ? (
            <SimpleList<WorksheetAssignment>
              rowClick={false}
              empty={<Empty text="Nothing assigned yet." />}
              primaryText={(a) => (
                <>
                  <strong>{a.worksheet_title}</strong> <ReassignButton assignment={a} />
                  {students(a)}
                </>
              )}
              secondaryText={(a) => `${a.class_name} · due ${due(a)} · ${handedIn(a)}`}
            />
          ) : (
            <Datagrid
              bulkActionButtons={false}
              rowClick={false}
              empty={<Empty text="Nothing assigned yet." />}
            >
              <TextField source="class_name" label="Class" sortable={false} />
              <FunctionField<WorksheetAssignment>
                label="Worksheet"
                render={(a) => (
                  <>
                    {a.worksheet_title} <ReassignButton assignment={a} />
                  </>
                )}
              />
              <FunctionField<WorksheetAssignment> label="Due" render={due} />
              <FunctionField<WorksheetAssignment> label="Handed in" render={handedIn} />
              <FunctionField<WorksheetAssignment> label="Students" render={students} />
            </Datagrid>
          )}
        </LocalList>
      </Card>
    </div>
  );
};

export default AssignmentsPage;
