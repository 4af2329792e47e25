import { useStore } from '@nanostores/preact';
import {
  $revisions,
  $revisionsError,
  loadRevisions,
  openRevisions,
  questionPreview,
  startRevision,
} from '@kyu/core/library';
import { navigate } from '@kyu/core/router';
import { useEffect, useState } from 'preact/hooks';

/**
 * /student/revisions: the questions the student got wrong and has not mastered yet, and a button
 * that makes a revision quiz of them.
 */
export function RevisionsPage() {
  const revisions = useStore($revisions);
  const error = useStore($revisionsError);
  const [starting, setStarting] = useState(false);

  useEffect(() => void loadRevisions(), []);

  const start = async () => {
    setStarting(true);
    const quizId = await startRevision();
    if (quizId === null) setStarting(false);
    else navigate(`/student/quiz/${quizId}`);
  };

  const open = revisions ? openRevisions(revisions) : [];
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
            first.
          </p>
          <ul class="item-list">
            {open.map((item) => (
              <li key={item.question_id}>
                <span>{questionPreview(item.text)}</span>{' '}
                <span class="muted">
                  missed {item.mistakes} {item.mistakes === 1 ? 'time' : 'times'}
                </span>
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
