import { useStore } from '@nanostores/preact';
import { buyFor, createChild } from '@kyu/core/checkout';
import { $academicLevels, loadReferenceData } from '@kyu/core/reference';
import { useEffect, useState } from 'preact/hooks';
import { ReferenceSelect } from '../onboarding/choices';
import { ErrorSummary, Field, useAction } from '../shared';

const LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  username: 'Username',
  password: 'Password',
  academic_level_id: 'School year',
};

/** A new child's student account; once made, the courses are for them. */
export function NewChildForm() {
  const levels = useStore($academicLevels);
  const [form, setForm] = useState({ first_name: '', last_name: '', username: '', password: '' });
  const [level, setLevel] = useState<number | null>(null);
  const { pending, error, run } = useAction();
  useEffect(() => void loadReferenceData(), []);
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });

  const submit = (event: Event) => {
    event.preventDefault();
    if (level === null) return;
    void run(async () => {
      const child = await createChild({ ...form, academic_level_id: level });
      await buyFor(child);
    });
  };

  return (
    <form onSubmit={submit} aria-busy={pending} aria-label="Add a child">
      <ErrorSummary error={error} labels={LABELS} />
      <Field
        label={LABELS.first_name}
        name="first_name"
        required
        value={form.first_name}
        onValue={set('first_name')}
        error={error}
      />
      <Field
        label={LABELS.last_name}
        name="last_name"
        required
        value={form.last_name}
        onValue={set('last_name')}
        error={error}
      />
      <Field
        label={LABELS.username}
        name="username"
        autoComplete="off"
        required
        minLength={3}
        value={form.username}
        onValue={set('username')}
        error={error}
      />
      <Field
        label={LABELS.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={form.password}
        onValue={set('password')}
        error={error}
      />
      <ReferenceSelect
        label={LABELS.academic_level_id}
        name="academic_level_id"
        items={levels ?? []}
        value={level}
        onValue={setLevel}
        error={error}
      />
      <button type="submit" class="kyu-primary" disabled={pending || level === null}>
        Add child
      </button>
    </form>
  );
}
