import { useState } from 'preact/hooks';
import type { Child } from '@kyu/core/contract';
import { linkChild } from '@kyu/core/family';
import { FormField } from './form-field';

/**
 * Links a child who already has a student account: the parent proves it with the child's own
 * sign-in. A wrong one is refused without saying which half was wrong (the server's rule).
 */
export function LinkChildForm({ onLinked }: { onLinked: (child: Child) => void }) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    const saved = await linkChild({ username_or_email: login.trim(), password });
    setBusy(false);
    if (saved.ok) onLinked(saved.child);
    else setMessage(saved.message);
  };
  return (
    <form class="card form" onSubmit={submit} aria-labelledby="link-child">
      <h2 id="link-child">Already has an account?</h2>
      <p>Link it with the username or e-mail and the password your child signs in with.</p>
      <FormField
        label="Child’s username or e-mail"
        name="username_or_email"
        value={login}
        onValue={setLogin}
        required
        maxLength={254}
        autoComplete="off"
      />
      <FormField
        label="Child’s password"
        name="link_password"
        type="password"
        autoComplete="off"
        value={password}
        onValue={setPassword}
        required
        maxLength={256}
      />
      {message && (
        <p class="alert" role="alert">
          {message}
        </p>
      )}
      <button class="button secondary" type="submit" disabled={busy}>
        Link account
      </button>
    </form>
  );
}
