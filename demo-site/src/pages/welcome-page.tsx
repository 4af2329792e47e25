import { useStore } from '@nanostores/preact';
import { $brand, brandName } from '@kyu/core/branding';
import { PRODUCT } from '@kyu/core/constants';
import { $user } from '@kyu/core/session';

/** /welcome: what Kyu is, and the ways in. */
export function WelcomePage() {
  const name = brandName(useStore($brand));
  const signedIn = useStore($user) !== null;
  return (
    <>
      <section class="hero">
        <h1>Practice that feels like having a coach beside you</h1>
        <p class="lead">
          {name} gives every student an AI coach that explains, encourages and marks their work as
          they go, so schools, parents and teachers can see progress without the paperwork.
        </p>
        {/* Signed in, the ways in are beside the point: the way home is what is wanted. */}
        {signedIn ? (
          <p class="actions">
            <a class="button primary" href="/">
              Go to your home
            </a>
          </p>
        ) : (
          <p class="actions">
            <a class="button primary" href={`/${PRODUCT}/signup`}>
              Create an account
            </a>
            <a class="button secondary" href="/login">
              Sign in
            </a>
            <a class="button secondary" href="/Best_AI_Coach">
              Browse courses
            </a>
          </p>
        )}
        <p class="actions">
          <a href="/chat">Chat with the coach now, no account needed</a>
          <a href="/demo/guided-demo">Take a tour of the student's screens</a>
        </p>
      </section>
      <section class="features" aria-label="What you get">
        <div>
          <h2>For students</h2>
          <p>
            Quizzes, worksheets and learning paths with hints when you are stuck, XP and streaks
            when you are not.
          </p>
        </div>
        <div>
          <h2>For parents</h2>
          <p>
            Add your children, choose their courses, and see each week what they practised and where
            they struggled.
          </p>
        </div>
        <div>
          <h2>For schools</h2>
          <p>
            Add Kyu to your own website with one line, and run classes, lessons and reports from the
            console.
          </p>
        </div>
      </section>
    </>
  );
}
