import { useStore } from '@nanostores/preact';
import { useEffect, useState } from 'preact/hooks';
import type { Child } from '@kyu/core/contract';
import { createChild } from '@kyu/core/family';
import { $academicLevels, loadReferenceData } from '@kyu/core/reference';
import { FormField } from './form-field';
import { LinkChildForm } from './link-child-form';
import { parentLinks } from './links';

const EMPTY = { first_name: '', last_name: '', username: '', password: '', academic_level_id: '' };

/** /{product}/create-child-account: a parent makes their child an account, or links theirs. */
export function CreateChildPage() {
  const levels = useStore($academicLevels);
  const [form, setForm] = useState(EMPTY);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [made, setMade] = useState<Child | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => void loadReferenceData(), []);
  const set = (name: keyof typeof EMPTY) => (value: string) => setForm({ ...form, [name]: value });

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    const saved = await createChild({
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      username: form.username.trim(),
      password: form.password,
      academic_level_id: Number(form.academic_level_id),
    });
    setBusy(false);
    setFields(saved.ok ? {} : saved.fields);
    setMessage(saved.ok ? null : saved.message);
    if (saved.ok) setMade(saved.child);
  };

  if (made)
    return (
      <>
        <h1>{made.first_name} is ready</h1>
        <p class="notice" role="status">
          {made.first_name} signs in with the username <strong>{made.username}</strong>.
        </p>
        <p class="actions">
          <a class="button primary" href={parentLinks.buy}>
            Choose courses
          </a>
          <a class="button secondary" href={parentLinks.dashboard}>
            Back to your dashboard
          </a>
        </p>
      </>
    );
  return (
    <>
      <h1>Add a child</h1>
      <p>Your child signs in with the username and password you choose here; no e-mail needed.</p>
      <form class="card form" onSubmit={submit}>
        <FormField
          label="First name"
          name="first_name"
          value={form.first_name}
          onValue={set('first_name')}
          error={fields.first_name}
          required
          maxLength={80}
        />
        <FormField
          label="Last name"
          name="last_name"
          value={form.last_name}
          onValue={set('last_name')}
          error={fields.last_name}
          required
          maxLength={80}
        />
        <FormField
          label="Username"
          name="username"
          value={form.username}
          onValue={set('username')}
          error={fields.username}
          required
          minLength={3}
          maxLength={40}
          autoComplete="off"
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onValue={set('password')}
          error={fields.password}
          required
          maxLength={256}
        />
        <label>
          School year
          <select
            name="academic_level_id"
            required
            value={form.academic_level_id}
            onChange={(e) => set('academic_level_id')(e.currentTarget.value)}
          >
            <option value="">Choose…</option>
            {levels?.map((level) => (
              <option key={level.id} value={level.id}>
                {level.name}
              </option>
            ))}
          </select>
        </label>
        {fields.academic_level_id && <span class="alert">{fields.academic_level_id}</span>}
        {message && (
          <p class="alert" role="alert">
            {message}
          </p>
        )}
        <button class="button primary" type="submit" disabled={busy}>
          Add child
        </button>
      </form>
      <LinkChildForm onLinked={setMade} />
    </>
  );
}
