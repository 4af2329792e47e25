import { useStore } from '@nanostores/preact';
import { UserRole } from '@kyu/core/constants';
import { roleHome } from '@kyu/core/guard';
import { navigate } from '@kyu/core/router';
import { $user } from '@kyu/core/session';
import { Coach } from '@kyu/widgets/coach';
import { Quiz } from '@kyu/widgets/quiz';
import type { PageProps } from './page-props';

// After the result, "Back to your quizzes" leads to the library, "Next" to the learning path and
// "Revise your mistakes" to the revisions; the portal follows the links itself (links.ts), so
// the pages need no `back` handler.
const LIBRARY = '/student/library';
const PATH = '/student/dashboard';
const REVISIONS = '/student/revisions';

/** An arrow pointing back, drawn inline (no emoji). */
const BackArrow = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <path fill="currentColor" d="M7.7 2.3 9.1 3.7 5.8 7H14v2H5.8l3.3 3.3-1.4 1.4L2 8z" />
  </svg>
);

/**
 * The way out of a quiz page, which has no top bar: back to the learning path or the library.
 * The answers are saved as they are given, so leaving loses nothing.
 */
function QuizExits() {
  return (
    <nav class="quiz-exits" aria-label="Leave the quiz">
      <a href={PATH}>
        <BackArrow /> Learning path
      </a>
      <a href={LIBRARY}>Library</a>
    </nav>
  );
}

/** The student's own quiz, with its way out and where the result leads. */
const StudentQuiz = ({ quizId }: { quizId: string | undefined }) => (
  <Quiz quizId={quizId} mode="student" listHref={LIBRARY} nextHref={PATH} historyHref={REVISIONS} />
);

/** /student/quiz/:quizId: the student's own attempt (practice, or an exam with its clock). */
export function StudentQuizPage({ route, params }: PageProps) {
  return (
    <>
      <QuizExits />
      <h1>{route.title}</h1>
      <StudentQuiz quizId={params['quizId']} />
    </>
  );
}

/**
 * Who may answer a quiz linked from the chat: a student. A visitor is asked to sign in and a
 * parent or teacher is told whose quiz it is, each with somewhere to go, rather than a quiz that
 * says "Sign in to continue." with nothing to click (or that the server refuses them).
 */
function NotAStudent() {
  const user = useStore($user);
  if (!user)
    return (
      <section class="card">
        <p>Quizzes are answered by students. Sign in with your student account to take this one.</p>
        <a class="button primary" href="/login">
          Sign in
        </a>
      </section>
    );
  return (
    <section class="card">
      <p>Quizzes are answered by students: your child can take this one from their own account.</p>
      <a class="button secondary" href={roleHome(user)}>
        Back to your home
      </a>
    </section>
  );
}

/** /chat/quiz/:quizId: the quiz with the coach beside it, to ask while practising. */
export function ChatQuizPage({ route, params }: PageProps) {
  const user = useStore($user);
  if (user?.user_role_id !== UserRole.student)
    return (
      <>
        <h1>{route.title}</h1>
        <NotAStudent />
      </>
    );
  return (
    <>
      <QuizExits />
      <h1>{route.title}</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', alignItems: 'flex-start' }}>
        <div style={{ flex: '2 1 28rem' }}>
          <StudentQuiz quizId={params['quizId']} />
        </div>
        <div style={{ flex: '1 1 20rem' }}>
          <Coach mode="inline" heading="Ask Kyu about this quiz" />
        </div>
      </div>
    </>
  );
}

/** /demo/quiz/:quizId: a demo quiz, no account needed. */
export function DemoQuizPage({ route, params }: PageProps) {
  return (
    <>
      <h1>{route.title}</h1>
      <Quiz quizId={params['quizId']} mode="demo" />
    </>
  );
}

/** /sharing/quiz/:quizId: a quiz a teacher shared; the taker gives a name and e-mail first. */
export function SharedQuizPage({ route, params }: PageProps) {
  return (
    <>
      <h1>{route.title}</h1>
      <Quiz quizId={params['quizId']} mode="shared" />
    </>
  );
}

/** /mock-exam/:mockExamId: what to expect before the clock starts. */
export function MockExamPage({ params }: PageProps) {
  return (
    <>
      <h1>Mock exam</h1>
      <p>
        The mock exam is timed and the clock starts when you open it. There is no checking as you
        go: your answers are marked when you finish, or when the time is up.
      </p>
      <p>
        <a class="button" href={`/mock-exam/quiz/${params['mockExamId']}`}>
          Start the mock exam
        </a>
      </p>
    </>
  );
}

/** /mock-exam/quiz/:quizId: the exam itself; once marked, on to its summary. */
export function MockExamQuizPage({ route, params }: PageProps) {
  const quizId = params['quizId'];
  return (
    <>
      <h1>{route.title}</h1>
      <Quiz
        quizId={quizId}
        mode="student"
        onSubmitted={() => navigate(`/mock-exam/summary/${quizId}`)}
      />
    </>
  );
}

/** /mock-exam/summary/:quizId: the marked exam, read-only, with its result. */
export function MockExamSummaryPage({ params }: PageProps) {
  return (
    <>
      <h1>Mock exam summary</h1>
      <Quiz quizId={params['quizId']} mode="review" listHref={LIBRARY} />
    </>
  );
}
