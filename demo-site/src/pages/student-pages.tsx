import { useStore } from '@nanostores/preact';
import { $user, displayName } from '@kyu/core/session';

/** /student/dashboard: the learning path's landing. */
export function StudentDashboardPage() {
  const user = useStore($user);
  if (!user) return null;
  return (
    <>
      <h1>Hi {displayName(user)}, ready to practise?</h1>
      <p>
        You are signed in as <strong>{user.email}</strong>. Your learning path will appear here.
      </p>
      <p>
        <a href="/student/library">Open your library</a>
      </p>
    </>
  );
}

/** /student/library: the student's quizzes and worksheets. */
export function StudentLibraryPage() {
  const user = useStore($user);
  if (!user) return null;
  return (
    <>
      <h1>Your library</h1>
      <p>
        Signed in as <strong>{user.email}</strong>. Your quizzes and worksheets will appear here.
      </p>
    </>
  );
}
