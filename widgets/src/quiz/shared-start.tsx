import type { QuizStores } from '@kyu/core/quiz';
import { useState } from 'preact/hooks';
import { EMAIL_FIELD, Field } from '../shared';

/** A shared quiz asks who is taking it before the first question; no account is needed. */
export function SharedStart({
  quiz,
  quizId,
  pending,
  error,
}: {
  /** The quiz's stores and actions. */
  quiz: QuizStores;
  quizId: number;
  pending: boolean;
  error: string | null;
}) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  return (
    <form
      aria-busy={pending}
      aria-labelledby="kyu-shared-h"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) void quiz.startSharedQuiz({ quizId, fullName, email });
      }}
    >
      <h2 id="kyu-shared-h">Before you start</h2>
      <p>Your name and e-mail go to the teacher who shared this quiz, with your answers.</p>
      {error && (
        <p class="kyu-alert" role="alert">
          {error}
        </p>
      )}
      <Field
        label="Full name"
        name="full_name"
        autoComplete="name"
        required
        maxLength={200}
        value={fullName}
        onValue={setFullName}
      />
      <Field {...EMAIL_FIELD} value={email} onValue={setEmail} />
      <button type="submit" class="kyu-primary" disabled={pending}>
        {pending ? 'Starting…' : 'Start the quiz'}
      </button>
    </form>
  );
}
