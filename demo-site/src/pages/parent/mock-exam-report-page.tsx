import { useStore } from '@nanostores/preact';
import { formatDate } from '@kyu/core/format';
import { useEffect } from 'preact/hooks';
import { UserRole } from '@kyu/core/constants';
import { $mockReport, $mockReportError, loadMockReport } from '@kyu/core/progress';
import { $user } from '@kyu/core/session';
import { parentLinks } from './links';

const percent = (given: number, max: number) => (max > 0 ? Math.round((given / max) * 100) : 0);

/**
 * /{product}/mock-exam/report: a student's mock exam results. The server's mock calls answer
 * the signed-in student only, so a parent is told where their child's results are to be seen.
 */
export function MockExamReportPage() {
  const user = useStore($user);
  const report = useStore($mockReport);
  const error = useStore($mockReportError);
  const isStudent = user?.user_role_id === UserRole.student;
  useEffect(() => {
    if (isStudent) void loadMockReport();
  }, [isStudent]);
  if (!isStudent)
    return (
      <>
        <h1>Mock exam report</h1>
        <p>
          Mock exam results are shown to the student who sat them: your child sees theirs on this
          page when signed in. Their week, subject by subject, is on{' '}
          <a href={parentLinks.dashboard}>your dashboard</a>.
        </p>
      </>
    );
  return (
    <>
      <h1>Mock exam report</h1>
      {error && (
        <p class="alert" role="alert">
          {error}
        </p>
      )}
      {!report && !error && <p class="loading">Loading your results…</p>}
      {report?.exams.length === 0 && <p>No mock exams marked yet.</p>}
      {report && report.exams.length > 0 && (
        <table>
          <caption>Each mock exam, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Exam</th>
              <th scope="col">Marked</th>
              <th scope="col">Marks</th>
            </tr>
          </thead>
          <tbody>
            {report.exams.map((exam) => (
              <tr key={exam.attempt_id}>
                <th scope="row">{exam.title}</th>
                <td>{formatDate(exam.graded_at)}</td>
                <td>
                  {exam.total_score} / {exam.max_score} ({percent(exam.total_score, exam.max_score)}
                  %)
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report && report.topics.length > 0 && (
        <>
          <h2>By topic</h2>
          <ul class="item-list">
            {report.topics.map((topic) => (
              <li key={topic.course_tagging_id}>
                {topic.topic_name}{' '}
                <span class="muted">
                  {percent(topic.marks_given, topic.max_scores)}% of {topic.max_scores} marks
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
