import { DateInput, Form, SaveButton, SelectInput, required, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { useStore } from '@nanostores/react';
import { problemMessage } from '@kyu/core';
import type { Worksheet } from '@kyu/core/contract';
import { $teacherClasses } from '../teacher/classes-store';
import { worksheetActions as act } from './worksheet-actions';

/** Assigns one worksheet to one of the teacher's classes, chosen by name, with a due date. */
export const AssignDialog = ({ sheet, onClose }: { sheet: Worksheet; onClose: () => void }) => {
  const notify = useNotify();
  const classes = useStore($teacherClasses);
  const choices =
    classes.status === 'ready' ? classes.data.map((c) => ({ id: c.id, name: c.name })) : [];
  const assign = (values: FieldValues) =>
    act.assign(sheet.id, Number(values.class_id), (values.due_date as string | null) ?? null).then(
      (a) => {
        notify(`Assigned to ${a.class_name} (${a.assigned_count} students).`, { type: 'info' });
        onClose();
      },
      (error: unknown) => notify(problemMessage(error), { type: 'error' }),
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="assign-title" fullWidth maxWidth="xs">
      <Form onSubmit={assign}>
        <DialogTitle id="assign-title">{`Assign “${sheet.title}”`}</DialogTitle>
        <DialogContent>
          <SelectInput
            source="class_id"
            label="Class"
            choices={choices}
            validate={required()}
            isPending={classes.status === 'loading'}
            fullWidth
          />
          <DateInput source="due_date" label="Due date" fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SaveButton label="Assign" icon={<></>} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
