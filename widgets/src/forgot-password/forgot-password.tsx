import { requestPasswordReset } from '@kyu/core/session';
import { useState } from 'preact/hooks';
import { EMAIL_FIELD, ErrorSummary, Field, Frame, useAction } from '../shared';

/** Props of {@link ForgotPassword}. */
export interface ForgotPasswordProps {
  /** The visitor came from the new-subscription page; the mailed link brings them back there. */
  fromNewBuyPage?: boolean;
  loginHref?: string;
}

/** Asks for a password-reset link. The answer never says whether the address has an account. */
export function ForgotPassword({ fromNewBuyPage = false, loginHref }: ForgotPasswordProps) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending, error, run } = useAction();

  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      await requestPasswordReset(email, fromNewBuyPage);
      setSentTo(email);
    });
  };

  return (
    <Frame>
      <form onSubmit={submit} aria-busy={pending}>
        <ErrorSummary error={error} labels={{ email: 'Email' }} />
        {sentTo ? (
          <p class="kyu-status" role="status">
            If an account uses {sentTo}, a link to choose a new password is on its way. It works
            once and expires soon.
          </p>
        ) : (
          <p>
            Enter the address you sign in with and we will mail you a link to choose a new password.
          </p>
        )}
        <Field {...EMAIL_FIELD} value={email} onValue={setEmail} error={error} />
        <button type="submit" class="kyu-primary" disabled={pending}>
          {sentTo ? 'Send the link again' : 'Send reset link'}
        </button>
        {loginHref && (
          <p class="kyu-links">
            <a href={loginHref}>Back to sign in</a>
          </p>
        )}
      </form>
    </Frame>
  );
}
