import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { problemMessage } from '@kyu/core';
import type { WorksheetAssignment } from '@kyu/core/contract';
import { worksheetActions as act } from './worksheet-actions';

type Student = WorksheetAssignment['students'][number];

const nameOf = (s: Student) => `${s.first_name} ${s.last_name}`;

/**
 * The students an assignment went to, as chips. A chip's delete icon asks first: taking a
 * student off drops the worksheet from their list, which a stray click must not do.
 */
export const StudentChips = ({
  assignment,
  onChanged,
}: {
  assignment: WorksheetAssignment;
  onChanged: () => void;
}) => {
  const notify = useNotify();
  const [leaving, setLeaving] = useState<Student | null>(null);
  const [busy, setBusy] = useState(false);
  const unassign = (student: Student) => {
    setBusy(true);
    act.unassign(assignment, [student.id]).then(
      () => {
        setBusy(false);
        setLeaving(null);
        notify(`Unassigned ${nameOf(student)}.`, { type: 'info' });
        onChanged();
      },
      (error: unknown) => {
        setBusy(false);
        setLeaving(null);
        notify(problemMessage(error), { type: 'error' });
      },
    );
  };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {assignment.students.map((student) => (
        <Chip
          key={student.id}
          size="small"
          label={nameOf(student)}
          aria-label={`Unassign ${nameOf(student)}`}
          onDelete={() => setLeaving(student)}
        />
      ))}
      <Confirm
        isOpen={leaving !== null}
        loading={busy}
        title={leaving ? `Unassign ${nameOf(leaving)}?` : ''}
        content={`They no longer see “${assignment.worksheet_title}” in their list. You can assign it again from the library.`}
        confirm="Unassign"
        onConfirm={() => leaving && unassign(leaving)}
        onClose={() => setLeaving(null)}
      />
    </Stack>
  );
};
