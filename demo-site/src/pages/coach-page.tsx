import { useStore } from '@nanostores/preact';
import { $user } from '@kyu/core/session';
import { Coach } from '@kyu/widgets/coach';

/** /CoachKyu: anyone can ask the coach, no account needed. */
export function CoachPage() {
  const signedIn = useStore($user) !== null;
  return (
    <div class="coach-page">
      <section class="hero">
        <h1>Ask Coach Kyu</h1>
        <p class="lead">
          Stuck on a question? Kyu guides you to the answer with hints and questions of its own, the
          way a good tutor would.
        </p>
        {!signedIn && (
          <p>
            <a href="/login">Sign in</a> to keep your conversations and get nudges while you
            practise.
          </p>
        )}
      </section>
      <Coach mode="inline" heading="Coach Kyu" />
    </div>
  );
}
