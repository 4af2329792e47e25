import { useEffect } from 'react';
import { formatDate } from '@kyu/core/format';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import {
  $studentReport,
  percentText,
  topicsByMastery,
  watchStudentReport,
} from '@kyu/core/reports';
import { ScoreChart, TopicsChart, type ChartSize } from './charts';
import { LessonList } from './lesson-list';

/**
 * A student's report in a class (`/students/{studentId}/class/{classId}/reports`): score over
 * time, topics, worksheets with marks and lessons progress; loaded lazily, with the charts.
 */
export default function StudentReportPage({ width }: ChartSize) {
  const { studentId, classId } = useParams();
  const state = useStore($studentReport);
  useEffect(() => watchStudentReport(Number(classId), Number(studentId)), [classId, studentId]);
  if (state.status === 'loading') return <p>Loading the report…</p>;
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  const { report } = state;
  return (
    <div className="kyu-page">
      <Title title={`${report.name}: report`} />
      <h2>{report.name}</h2>
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
          <h3>Worksheets</h3>
          <table>
            <thead>
              <tr>
                <th>Worksheet</th>
                <th>Marks</th>
                <th>Submitted</th>
              </tr>
            </thead>
            <tbody>
              {report.worksheets.map((w) => (
                <tr key={w.assignment_id}>
                  <td>{w.title}</td>
                  <td>{w.marks === null ? 'Not submitted' : `${w.marks} / ${w.max_marks ?? 0}`}</td>
                  <td>{formatDate(w.submitted_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="kyu-card">
          <h3>Lessons</h3>
          <LessonList lessons={report.lessons} />
        </section>
      </div>
    </div>
  );
}
