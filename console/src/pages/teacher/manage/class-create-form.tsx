import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { api, problemMessage } from '@kyu/core';
import { $academicLevels, $subjects, loadReferenceData } from '@kyu/core/reference';
import type { ClassCreated } from '@kyu/core/contract';

/** Makes a class of the school (`POST /teachers/class`) and tells the page its id. */
export const ClassCreateForm = ({ onCreated }: { onCreated: (id: number) => void }) => {
  const levels = useStore($academicLevels);
  const subjects = useStore($subjects);
  const [name, setName] = useState('');
  const [level, setLevel] = useState('');
  const [subject, setSubject] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => void loadReferenceData(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    api
      .post<ClassCreated>('/teachers/class', {
        name: name.trim(),
        academic_level_id: Number(level),
        subject_id: Number(subject),
      })
      .then(
        (created) => {
          setName('');
          onCreated(created.class_id);
        },
        (err: unknown) => setError(problemMessage(err)),
      );
  };
  return (
    <form className="kyu-card" onSubmit={submit} aria-label="New class">
      <h2>New class</h2>
      <label>
        Class name
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
      </label>
      <label>
        Level
        <select value={level} onChange={(e) => setLevel(e.target.value)} required>
          <option value="">Choose a level</option>
          {levels?.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Subject
        <select value={subject} onChange={(e) => setSubject(e.target.value)} required>
          <option value="">Choose a subject</option>
          {subjects?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">Create class</button>
    </form>
  );
};
