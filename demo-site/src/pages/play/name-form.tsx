import { useStore } from '@nanostores/preact';
import { fieldErrors, problemMessage } from '@kyu/core/api';
import { $user, updateProfile } from '@kyu/core/session';
import { useState } from 'preact/hooks';
import { FormField } from '../parent/form-field';

/** The student's first and last name (`PATCH /users/`); a server error shows by its field. */
export function NameForm() {
  const user = useStore($user);
  const [first, setFirst] = useState(user?.first_name ?? '');
  const [last, setLast] = useState(user?.last_name ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    try {
      await updateProfile({ first_name: first.trim(), last_name: last.trim() });
      setFields({});
      setStatus({ ok: true, text: 'Your name is saved.' });
    } catch (error) {
      setFields(fieldErrors(error));
      setStatus({ ok: false, text: problemMessage(error) });
    }
  };

  return (
    <form class="card form" onSubmit={submit} aria-labelledby="profile-name">
      <h2 id="profile-name">Your name</h2>
      <FormField
        label="First name"
        name="first_name"
        value={first}
        onValue={setFirst}
        error={fields['first_name']}
        required
        maxLength={80}
      />
      <FormField
        label="Last name"
        name="last_name"
        value={last}
        onValue={setLast}
        error={fields['last_name']}
        required
        maxLength={80}
      />
      {status && <p role={status.ok ? 'status' : 'alert'}>{status.text}</p>}
      <button type="submit" class="button primary">
        Save name
      </button>
    </form>
  );
}
