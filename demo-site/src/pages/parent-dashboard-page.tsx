import { useStore } from '@nanostores/preact';
import { PRODUCT } from '@kyu/core/constants';
import { $isNewUser, $user, displayName } from '@kyu/core/session';

/** /{product}/dashboard: the parent area's landing. Children and courses arrive with commerce. */
export function ParentDashboardPage() {
  const user = useStore($user);
  const isNew = useStore($isNewUser);
  if (!user) return null;
  return (
    <>
      <h1>Welcome, {displayName(user)}</h1>
      <p>
        You are signed in as <strong>{user.email}</strong>.
      </p>
      {isNew && (
        <p class="notice">
          New to Kyu? <a href={`/${PRODUCT}/onboarding`}>Tell us a little about yourself</a> so the
          coach can pitch its help.
        </p>
      )}
      <section aria-labelledby="children-heading">
        <h2 id="children-heading">Your children</h2>
        <p>Linking children and choosing their courses is not available in the portal yet.</p>
      </section>
    </>
  );
}
