import { resetPassword } from '@kyu/core/session';
import { useState } from 'preact/hooks';
import { ErrorSummary, Field, Frame, Notice, useAction } from '../shared';

/** Props of {@link ResetPassword}. */
export interface ResetPasswordProps {
  /** The single-use token from the mailed link. */
  token?: string;
  loginHref?: string;
  forgotPasswordHref?: string;
  /** Called once the new password is saved (event `passwordreset`). */
  onPasswordReset?: () => void;
}

/** Sets a new password with the token of a reset link. */
export function ResetPassword({
  token,
  loginHref = '/login',
  forgotPasswordHref,
  onPasswordReset,
}: ResetPasswordProps) {
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { pending, error, run } = useAction();

  if (!token) {
    return (
      <Frame>
        <p class="kyu-alert" role="alert">
          This link is incomplete.{' '}
          {forgotPasswordHref ? (
            <a href={forgotPasswordHref}>Ask for a new one</a>
          ) : (
            'Ask for a new one'
          )}
          .
        </p>
      </Frame>
    );
  }

  if (done) {
    return (
      <Notice>
        Your password is changed. <a href={loginHref}>Sign in</a> with it now.
      </Notice>
    );
  }

  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      await resetPassword(token, password);
      setDone(true);
      onPasswordReset?.();
    });
  };

  return (
    <Frame>
      <form onSubmit={submit} aria-busy={pending}>
        <ErrorSummary
          error={error}
          labels={{ new_password: 'New password', token: 'Reset link' }}
        />
        <Field
          label="New password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onValue={setPassword}
          error={error}
        />
        <button type="submit" class="kyu-primary" disabled={pending}>
          Save new password
        </button>
        {forgotPasswordHref && (
          <p class="kyu-links">
            <a href={forgotPasswordHref}>Ask for a new link</a>
          </p>
        )}
      </form>
    </Frame>
  );
}
