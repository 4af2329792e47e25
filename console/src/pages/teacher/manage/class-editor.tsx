import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, problemMessage } from '@kyu/core';
import type { ClassMembership, ClassPeople, DirectoryPerson } from '@kyu/core/contract';
import { DirectoryTable } from './directory-table';
import { useApiStore } from '../../../http/use-api-store';

type Person = Pick<DirectoryPerson, 'id' | 'first_name' | 'last_name'>;
const nameOf = (p: Person) => `${p.first_name} ${p.last_name}`;

/**
 * One class opened from the classes page: its students as chips, each removed only after the
 * teacher confirms, and the school's students not in it, searchable, each with an Add button.
 */
export const ClassEditor = ({ classId, name }: { classId: number; name: string }) => {
  const notify = useNotify();
  const people = useApiStore<ClassPeople>(`/teachers/class/${classId}`);
  const [round, setRound] = useState(0);
  const [leaving, setLeaving] = useState<Person | null>(null);
  const change = (action: 'assign' | 'unassign', person: Person) =>
    api
      .post<ClassMembership>(`/teachers/class/${classId}/${action}`, { user_ids: [person.id] })
      .then(
        () => {
          notify(
            action === 'assign'
              ? `Added ${nameOf(person)} to ${name}.`
              : `Removed ${nameOf(person)} from ${name}.`,
            { type: 'info' },
          );
          people.reload();
          setRound((r) => r + 1);
        },
        (e: unknown) => notify(problemMessage(e), { type: 'error' }),
      );
  const students = people.state.status === 'ready' ? people.state.data.students : [];
  return (
    <Card component="section" aria-label={`Class ${name}`}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
          {`Students (${students.length})`}
        </Typography>
        {people.state.status === 'failed' && <p role="alert">{people.state.message}</p>}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
          {students.map((s) => (
            <Chip
              key={s.id}
              label={nameOf(s)}
              aria-label={`Remove ${nameOf(s)}`}
              onDelete={() => setLeaving(s)}
            />
          ))}
        </Stack>
        <Confirm
          isOpen={leaving !== null}
          title={leaving ? `Remove ${nameOf(leaving)} from ${name}?` : ''}
          content="Their work stays; they no longer get this class's assignments."
          confirm="Remove"
          onConfirm={() => {
            if (leaving) void change('unassign', leaving);
            setLeaving(null);
          }}
          onClose={() => setLeaving(null)}
        />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          Add students
        </Typography>
      </CardContent>
      <DirectoryTable
        key={round}
        path="/teachers/students"
        label="students"
        query={{ exclude_class_id: String(classId) }}
        action={(p) => (
          <Button
            size="small"
            aria-label={`Add ${nameOf(p)}`}
            onClick={() => void change('assign', p)}
          >
            Add
          </Button>
        )}
      />
    </Card>
  );
};
