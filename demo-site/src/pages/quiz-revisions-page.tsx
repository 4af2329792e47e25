import { api, problemMessage } from '@kyu/core/api';
import type { QuizSummary, Revisions } from '@kyu/core/contract';
import { navigate } from '@kyu/core/router';
import { useEffect, useState } from 'preact/hooks';

/**
 * /student/revisions: the questions the student got wrong and has not mastered yet, and a button
 * that makes a revision quiz of them. Core has no revision store yet, so this page calls the API
 * client itself; it moves to a core action when one exists.
 */
export function RevisionsPage() {
  const [revisions, setRevisions] = useState<Revisions | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    api
      .get<Revisions>('/users/revisions')
      .then(setRevisions, (e: unknown) => setError(problemMessage(e)));
  }, []);

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const quiz = await api.post<QuizSummary>('/quiz/revision', {});
      navigate(`/student/quiz/${quiz.id}`);
    } catch (e) {
      setError(problemMessage(e));
      setStarting(false);
    }
  };

  const open = revisions?.items.filter((item) => !item.mastered) ?? [];
  return (
    <>
      <h1>Revisions</h1>
      {error && <p role="alert">{error}</p>}
      {!revisions && !error && <p role="status">Loading your revisions…</p>}
      {revisions && open.length === 0 && <p>Nothing to revise: every mistake is mastered.</p>}
      {open.length > 0 && (
        <>
          <p>
            {open.length} {open.length === 1 ? 'question' : 'questions'} to revise, most missed
            first in the quiz.
          </p>
          <ul>
            {open.map((item) => (
              <li key={item.question_id}>
                Question {item.question_id}: missed {item.mistakes}{' '}
                {item.mistakes === 1 ? 'time' : 'times'}
              </li>
            ))}
          </ul>
          <button type="button" class="button primary" disabled={starting} onClick={start}>
            {starting ? 'Making your quiz…' : 'Start a revision quiz'}
          </button>
        </>
      )}
      {revisions && revisions.quizzes.length > 0 && (
        <>
          <h2>Your revision quizzes</h2>
          <ul>
            {revisions.quizzes.map((quiz) => (
              <li key={quiz.id}>
                <a href={`/student/quiz/${quiz.id}`}>{quiz.title}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
