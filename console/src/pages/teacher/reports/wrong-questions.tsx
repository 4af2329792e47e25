import { Link } from 'react-router-dom';
import { formatPercent } from '@kyu/core/format';
import type { WrongQuestion } from '@kyu/core/contract';
import { markdownExcerpt } from '@kyu/core/markdown';

/** The server cuts a question's text at this many characters for the report. */
const EXCERPT_CHARS = 160;

/** The excerpt as words, with an ellipsis where the server cut the question short. */
const excerpt = (text: string) =>
  `${markdownExcerpt(text)}${text.length >= EXCERPT_CHARS ? '…' : ''}`;

/**
 * The questions most of the class gets wrong, each with the students who missed it, linking to
 * their report in the class. An excerpt is the question's Markdown cut at 160 characters, so it
 * shows as plain words: a cut may end inside a `**`.
 */
export const WrongQuestions = ({
  classId,
  questions,
  names,
}: {
  classId: number;
  questions: WrongQuestion[];
  names: Map<number, string>;
}) => (
  <section className="kyu-card">
    <h3>Questions most of the class gets wrong</h3>
    {questions.length === 0 ? (
      <p>No question was missed by half the class or more in this window.</p>
    ) : (
      <ol>
        {questions.map((q) => (
          <li key={q.question_id}>
            <p>
              {excerpt(q.excerpt)} — <strong>{formatPercent(q.wrong_percent)} wrong</strong> of{' '}
              {q.answered} answers
            </p>
            <ul aria-label="Students who got it wrong">
              {q.student_ids.map((id) => (
                <li key={id}>
                  <Link to={`/students/${id}/class/${classId}/reports`}>
                    {names.get(id) ?? `Student ${id}`}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    )}
  </section>
);
