import { useStore } from '@nanostores/preact';
import { $portal } from '@kyu/core/branding';
import type { SessionUser } from '@kyu/core/contract';
import { $user, displayName, login, logout, requestMagicLink } from '@kyu/core/session';
import { useRef, useState } from 'preact/hooks';
import { EMAIL_FIELD, ErrorSummary, Field, Frame, useAction } from '../shared';

/** Props of {@link Login}; on a custom element the callbacks fire as DOM events. */
export interface LoginProps {
  /** Called after a password sign-in (event `signedin`). */
  onSignedIn?: (user: SessionUser) => void;
  /** Called after a sign-in link was mailed (event `linksent`). */
  onLinkSent?: (email: string) => void;
  forgotPasswordHref?: string;
  signupHref?: string;
  /** Where a signed-in pupil goes next on the school's site (their homework, say). */
  nextHref?: string;
  /** The next step's link text; "Continue" when unset. */
  nextLabel?: string;
}

/** Sign-in with e-mail and password, or a one-time link mailed to the same address. */
export function Login(props: LoginProps) {
  const user = useStore($user);
  // The form unmounts while someone is signed in, so signing out brings back an empty one: on a
  // school's shared computer the last pupil's password must not wait in the field for the next.
  return <Frame>{user ? <SignedIn user={user} {...props} /> : <LoginForm {...props} />}</Frame>;
}

function SignedIn({ user, nextHref, nextLabel }: LoginProps & { user: SessionUser }) {
  const { pending, run } = useAction();
  return (
    <div class="kyu-stack">
      <p>
        Signed in as <strong>{displayName(user)}</strong> ({user.email}).
        {/* Where the school wants its pupil next: "Signed in" alone left them wondering. */}
        {nextHref && (
          <>
            {' '}
            Next: <a href={nextHref}>{nextLabel || 'Continue'}</a>
          </>
        )}
      </p>
      <button
        type="button"
        class="kyu-secondary"
        disabled={pending}
        onClick={() => void run(logout)}
      >
        Sign out
      </button>
    </div>
  );
}

function LoginForm({ onSignedIn, onLinkSent, forgotPasswordHref, signupHref }: LoginProps) {
  const portal = useStore($portal);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const { pending, error, run } = useAction();

  const signIn = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const signedIn = await login({ login_type: 'password', email, password });
      onSignedIn?.(signedIn);
    });
  };

  const sendLink = () => {
    if (!emailInput.current?.reportValidity()) return;
    void run(async () => {
      await requestMagicLink(email, portal);
      setSentTo(email);
      onLinkSent?.(email);
    });
  };

  return (
    <form onSubmit={signIn} aria-busy={pending}>
      <ErrorSummary error={error} labels={{ email: 'Email', password: 'Password' }} />
      {sentTo && (
        <p class="kyu-status" role="status">
          Check your inbox: a sign-in link is on its way to {sentTo}.
        </p>
      )}
      <Field
        {...EMAIL_FIELD}
        inputRef={emailInput}
        value={email}
        onValue={setEmail}
        error={error}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValue={setPassword}
        error={error}
      />
      <button type="submit" class="kyu-primary" disabled={pending}>
        Sign in
      </button>
      <p class="kyu-or">or, without a password</p>
      <button type="button" class="kyu-secondary" disabled={pending} onClick={sendLink}>
        Email me a sign-in link
      </button>
      {(forgotPasswordHref || signupHref) && (
        <p class="kyu-links">
          {forgotPasswordHref && <a href={forgotPasswordHref}>Forgot your password?</a>}
          {signupHref && <a href={signupHref}>Create an account</a>}
        </p>
      )}
    </form>
  );
}
