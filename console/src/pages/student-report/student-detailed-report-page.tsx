import { useState } from 'react';
import { formatDate } from '@kyu/core/format';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { percentText, topicsByMastery } from '@kyu/core/reports';
import type { StudentDetailedReport } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { DateRange } from '../date-range';
import { ScoreChart, TopicsChart, type ChartSize } from '../teacher/reports/charts';
import { LessonList } from '../teacher/reports/lesson-list';

/**
 * A student's detailed report for admins (`/student-detailed-report/{studentId}`): the teacher's
 * student report across every class, with marked quizzes, learning path, XP and streak.
 */
export const StudentDetailedReportPage = ({ width }: ChartSize) => {
  const { studentId } = useParams();
  const [span, setSpan] = useState({ start: '', end: '' });
  const query = new URLSearchParams(Object.entries(span).filter(([, v]) => v)).toString();
  const { state } = useApiStore<StudentDetailedReport>(
    `/admin/students/${studentId ?? ''}/report${query ? `?${query}` : ''}`,
  );
  return (
    <div className="kyu-page">
      <div className="kyu-toolbar" role="search" aria-label="Window of the report">
        <DateRange value={span} onChange={setSpan} />
      </div>
      {state.status === 'loading' && <p role="status">Loading the report…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && <Report report={state.data} width={width} />}
    </div>
  );
};

const Report = ({ report, width }: { report: StudentDetailedReport } & ChartSize) => (
  <>
    <Title title={`${report.name}: detailed report`} />
    <h2>{report.name}</h2>
    <p>
      {report.school_name ?? 'No school'} · level {report.xp.level}, {report.xp.xp} XP · streak{' '}
      {report.streak.days} days{report.streak.active ? ' (practised today)' : ''}
    </p>
    <p>
      {report.totals.answered} answers, {report.totals.correct} with full marks, score{' '}
      {percentText(report.totals.score_percent)}.
    </p>
    <div className="kyu-report-grid">
      <section className="kyu-card">
        <ScoreChart weeks={report.score_over_time} width={width} />
      </section>
      <section className="kyu-card">
        <TopicsChart topics={topicsByMastery(report.topics)} width={width} />
      </section>
      <section className="kyu-card">
        <table>
          <caption>Quizzes</caption>
          <thead>
            <tr>
              <th scope="col">Quiz</th>
              <th scope="col">Course</th>
              <th scope="col">Marks</th>
              <th scope="col">Marked</th>
            </tr>
          </thead>
          <tbody>
            {report.quizzes.map((q) => (
              <tr key={q.attempt_id}>
                <td>{q.title}</td>
                <td>{q.course_name}</td>
                <td>{`${q.marks} / ${q.max_marks}`}</td>
                <td>{formatDate(q.graded_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="kyu-card">
        <h3>Learning path</h3>
        {report.learning_path.length === 0 && <p>No learning path lesson started.</p>}
        <LessonList lessons={report.learning_path} />
      </section>
    </div>
  </>
);
