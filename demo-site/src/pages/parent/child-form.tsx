import { useStore } from '@nanostores/preact';
import { useEffect, useState } from 'preact/hooks';
import type { Child, ChildUpdate } from '@kyu/core/contract';
import { updateChild } from '@kyu/core/family';
import { $academicLevels, loadReferenceData } from '@kyu/core/reference';
import { FormField } from './form-field';

// Only what changed is sent: the call takes at least one field, and an untouched field must
// not overwrite what the child's school set meanwhile.
function changes(child: Child, form: Record<string, string>): ChildUpdate {
  const out: { -readonly [K in keyof ChildUpdate]: ChildUpdate[K] } = {};
  if (form.first_name!.trim() !== child.first_name) out.first_name = form.first_name!.trim();
  if (form.last_name!.trim() !== child.last_name) out.last_name = form.last_name!.trim();
  const level = Number(form.academic_level_id);
  if (level && level !== child.user_information.academic_level_id) out.academic_level_id = level;
  if (form.password) out.password = form.password;
  return out;
}

/** Edits a child's names, level and password; each server error shows beside its field. */
export function ChildForm({ child }: { child: Child }) {
  const levels = useStore($academicLevels);
  const [form, setForm] = useState<Record<string, string>>({
    first_name: child.first_name,
    last_name: child.last_name,
    academic_level_id: String(child.user_information.academic_level_id ?? ''),
    password: '',
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => void loadReferenceData(), []);
  const set = (name: string) => (value: string) => setForm({ ...form, [name]: value });

  const submit = async (event: Event) => {
    event.preventDefault();
    const change = changes(child, form);
    if (Object.keys(change).length === 0) return setStatus({ ok: true, text: 'Nothing to save.' });
    const saved = await updateChild(child.id, change);
    setFields(saved.ok ? {} : saved.fields);
    setStatus(saved.ok ? { ok: true, text: 'Saved.' } : { ok: false, text: saved.message });
    if (saved.ok) setForm({ ...form, password: '' });
  };

  return (
    <form class="card form" onSubmit={submit} aria-labelledby="child-details">
      <h2 id="child-details">Details</h2>
      <FormField
        label="First name"
        name="first_name"
        value={form.first_name!}
        onValue={set('first_name')}
        error={fields.first_name}
        required
        maxLength={80}
      />
      <FormField
        label="Last name"
        name="last_name"
        value={form.last_name!}
        onValue={set('last_name')}
        error={fields.last_name}
        required
        maxLength={80}
      />
      {levels && (
        <label>
          School year
          <select
            name="academic_level_id"
            value={form.academic_level_id}
            onChange={(e) => set('academic_level_id')(e.currentTarget.value)}
          >
            {levels.map((level) => (
              <option key={level.id} value={level.id}>
                {level.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {fields.academic_level_id && <span class="alert">{fields.academic_level_id}</span>}
      <FormField
        label="New password (leave empty to keep it)"
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password!}
        onValue={set('password')}
        error={fields.password}
        maxLength={256}
      />
      {status && (
        <p class={status.ok ? 'notice' : 'alert'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
      <button class="button primary" type="submit">
        Save
      </button>
    </form>
  );
}
