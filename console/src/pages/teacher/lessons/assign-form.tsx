import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { api, problemMessage } from '@kyu/core';
import type { Lesson, LessonProgressList } from '@kyu/core/contract';
import { $teacherClasses } from '../classes-store';
import { $schoolClasses } from './lessons-store';

/**
 * Gives the open lesson to a class with a due date, then shows the class's progress on its
 * lessons. A teacher chooses among their own classes, a school's admin among the school's.
 */
export function AssignForm({ lesson, admin }: { lesson: Lesson; admin: boolean }) {
  const classes = useStore(admin ? $schoolClasses : $teacherClasses);
  const [classId, setClassId] = useState('');
  const [due, setDue] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const [progress, setProgress] = useState<LessonProgressList | null>(null);
  const list = classes.status === 'ready' ? classes.data : [];
  const assign = async () => {
    try {
      await api.post(`/lessons/${lesson.id}/assign`, {
        class_id: Number(classId),
        ...(due && { due_date: new Date(due).toISOString() }),
      });
      setSaid('Assigned.');
      setProgress(
        await api.get<LessonProgressList>('/lessons/progress', { query: { class_id: classId } }),
      );
    } catch (error) {
      setSaid(problemMessage(error));
    }
  };
  return (
    <Card component="section" aria-label="Assign" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Assign to a class
      </Typography>
      {classes.status === 'failed' && <p role="alert">{classes.message}</p>}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          label="Class"
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          value={classId}
          onChange={(e) => setClassId(e.target.value)}
        >
          <option value="">Choose a class</option>
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </TextField>
        <TextField
          label="Due date"
          type="date"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
          value={due}
          onChange={(e) => setDue(e.target.value)}
        />
        <Button variant="contained" disabled={!classId} onClick={() => void assign()}>
          Assign
        </Button>
      </Stack>
      {said && <p role="status">{said}</p>}
      {progress && (
        <table aria-label="Class progress">
          <tbody>
            {progress.map((p) => (
              <tr key={p.assignment_id}>
                <td>{p.title}</td>
                <td>{p.percent_complete}% complete</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
