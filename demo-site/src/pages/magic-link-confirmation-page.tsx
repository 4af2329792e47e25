import { linkEmail } from './link-email';

/** /magic-link/confirmation: after a sign-in link was mailed. */
export function MagicLinkConfirmationPage() {
  const email = linkEmail();
  return (
    <>
      <h1>Check your inbox</h1>
      <p role="status">
        We sent a sign-in link to {email ? <strong>{email}</strong> : 'your address'}. Open it on
        this device to sign in; it works once and expires soon.
      </p>
      <p>
        Nothing arrived? Check your spam folder, or <a href="/login">try again</a>.
      </p>
    </>
  );
}
