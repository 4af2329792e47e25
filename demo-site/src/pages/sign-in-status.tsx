import { problemMessage } from '@kyu/core/api';

/** What a link-validation page shows: progress, or why the link did not work. */
export function SignInStatus({ error }: { error: unknown }) {
  if (!error) return <p role="status">Checking your link…</p>;
  return (
    <>
      <p class="alert" role="alert">
        {problemMessage(error)}
      </p>
      <p>
        <a href="/login">Back to sign in</a>, where you can ask for a new link.
      </p>
    </>
  );
}
