import { useStore } from '@nanostores/preact';
import { $user } from '@kyu/core/session';
import { useState } from 'preact/hooks';
import { Login } from '../login';
import { Signup } from '../signup';

/**
 * Signing in, or creating a parent account, on the way to paying: the sign-in widgets' own
 * views. Once someone who may buy is signed in, the checkout moves on by itself.
 */
export function LoginStep() {
  const user = useStore($user);
  const [creating, setCreating] = useState(false);
  if (user) {
    return (
      <div class="kyu-stack">
        <p class="kyu-alert" role="alert">
          Only a parent or student account can buy courses. Sign out, then sign in with one.
        </p>
        <Login />
      </div>
    );
  }
  return (
    <div class="kyu-stack">
      {creating ? <Signup defaultRole="parent" /> : <Login />}
      <button type="button" class="kyu-secondary" onClick={() => setCreating(!creating)}>
        {creating ? 'I have an account: sign in' : 'New here? Create an account'}
      </button>
    </div>
  );
}
