import { navigate } from '@kyu/core/router';
import { Coach } from '@kyu/widgets/coach';
import { Quiz } from '@kyu/widgets/quiz';
import type { PageProps } from './page-props';

// After the result, "Back to your quizzes" leads to the library; the portal follows the link
// itself (links.ts), so the pages need no `back` handler.
const LIBRARY = '/student/library';

/** /student/quiz/:quizId: the student's own attempt (practice, or an exam with its clock). */
export function StudentQuizPage({ route, params }: PageProps) {
  return (
    <>
      <h1>{route.title}</h1>
      <Quiz quizId={params['quizId']} mode="student" listHref={LIBRARY} />
    </>
  );
}

/** /chat/quiz/:quizId: the quiz with the coach beside it, to ask while practising. */
export function ChatQuizPage({ route, params }: PageProps) {
  return (
    <>
      <h1>{route.title}</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', alignItems: 'flex-start' }}>
        <div style={{ flex: '2 1 28rem' }}>
          <Quiz quizId={params['quizId']} mode="student" listHref={LIBRARY} />
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
