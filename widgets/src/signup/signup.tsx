import { useStore } from '@nanostores/preact';
import { $portal } from '@kyu/core/branding';
import type { SelfSignupRole } from '@kyu/core/constants';
import type { SessionUser } from '@kyu/core/contract';
import { displayName, signup } from '@kyu/core/session';
import { useState } from 'preact/hooks';
import { EMAIL_FIELD, ErrorSummary, Field, Frame, Notice, useAction } from '../shared';

/** Props of {@link Signup}; on a custom element `onSignedUp` fires as the `signedup` event. */
export interface SignupProps {
  /** The account type chosen at first; the visitor can change it. */
  defaultRole?: SelfSignupRole;
  /** Called with the new user once signed in, or null when the account waits for sign-in. */
  onSignedUp?: (user: SessionUser | null) => void;
  loginHref?: string;
}

const LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  password: 'Password',
};

/** Account creation for a student or a parent; the server's password rule shows when refused. */
export function Signup({ defaultRole = 'parent', onSignedUp, loginHref }: SignupProps) {
  const portal = useStore($portal);
  const [role, setRole] = useState<SelfSignupRole>(defaultRole);
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '' });
  // Set once the account exists: the signed-in user, or null when it waits for a sign-in.
  const [created, setCreated] = useState<SessionUser | null | undefined>(undefined);
  const { pending, error, run } = useAction();
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });

  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const user = await signup({ role, ...form, portal });
      setCreated(user);
      onSignedUp?.(user);
    });
  };

  // The filled form goes once the account exists: sent again it could only answer "already
  // registered", and the password should not stay on screen.
  if (created) {
    return (
      <Notice>Welcome, {displayName(created)}: your account is ready and you are signed in.</Notice>
    );
  }
  if (created === null) {
    return (
      <Notice>
        Your account is ready. {loginHref ? <a href={loginHref}>Sign in</a> : 'Sign in'} to start.
      </Notice>
    );
  }

  return (
    <Frame>
      <form onSubmit={submit} aria-busy={pending}>
        <ErrorSummary error={error} labels={{ ...LABELS, role: 'Account type' }} />
        <fieldset>
          <legend>Who is this account for?</legend>
          {(['parent', 'student'] as const).map((choice) => (
            <label class="kyu-choice" key={choice}>
              <input
                type="radio"
                name="role"
                value={choice}
                checked={role === choice}
                onChange={() => setRole(choice)}
              />
              I am a {choice}
            </label>
          ))}
        </fieldset>
        <Field
          label={LABELS.first_name}
          name="first_name"
          autoComplete="given-name"
          required
          value={form.first_name}
          onValue={set('first_name')}
          error={error}
        />
        <Field
          label={LABELS.last_name}
          name="last_name"
          autoComplete="family-name"
          required
          value={form.last_name}
          onValue={set('last_name')}
          error={error}
        />
        <Field {...EMAIL_FIELD} value={form.email} onValue={set('email')} error={error} />
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
        <button type="submit" class="kyu-primary" disabled={pending}>
          Create account
        </button>
        {loginHref && (
          <p class="kyu-links">
            <span>
              Already have an account? <a href={loginHref}>Sign in</a>
            </span>
          </p>
        )}
      </form>
    </Frame>
  );
}
