import { FunctionField } from 'react-admin';
import { api, problemMessage } from '@kyu/core';
import type { ClassMembership, ClassPeople, DirectoryPerson } from '@kyu/core/contract';
import { useState } from 'react';
import { DirectoryTable } from './directory-table';
import { useApiStore } from '../../../http/use-api-store';

/**
 * One class opened from the classes page: its students, each with a Remove button, and the
 * school's students not in it, searchable, each with an Add button.
 */
export const ClassEditor = ({ classId, name }: { classId: number; name: string }) => {
  const people = useApiStore<ClassPeople>(`/teachers/class/${classId}`);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const change = (action: 'assign' | 'unassign', userId: number) => {
    setError(null);
    api.post<ClassMembership>(`/teachers/class/${classId}/${action}`, { user_ids: [userId] }).then(
      () => {
        people.reload();
        setRound((r) => r + 1);
      },
      (e: unknown) => setError(problemMessage(e)),
    );
  };
  const students = people.state.status === 'ready' ? people.state.data.students : [];
  return (
    <section className="kyu-card" aria-label={`Class ${name}`}>
      <h2>{name}</h2>
      {error && <p role="alert">{error}</p>}
      <h3>Students ({students.length})</h3>
      {people.state.status === 'failed' && <p role="alert">{people.state.message}</p>}
      <ul>
        {students.map((s) => (
          <li key={s.id}>
            {s.first_name} {s.last_name}{' '}
            <button type="button" onClick={() => change('unassign', s.id)}>
              Remove {s.first_name} {s.last_name}
            </button>
          </li>
        ))}
      </ul>
      <h3>Add students</h3>
      <DirectoryTable
        key={round}
        path="/teachers/students"
        label="students"
        query={{ exclude_class_id: String(classId) }}
        actions={
          <FunctionField<DirectoryPerson>
            label="Add"
            render={(p) => (
              <button type="button" onClick={() => change('assign', p.id)}>
                Add {p.first_name} {p.last_name}
              </button>
            )}
          />
        }
      />
    </section>
  );
};
