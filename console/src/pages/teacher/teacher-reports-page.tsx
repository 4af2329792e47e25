import { lazy, Suspense, useEffect } from 'react';
import { Title } from 'react-admin';
import { useStore } from '@nanostores/react';
import {
  $classReport,
  $classReportCharts,
  $classReportError,
  $regenerating,
  $reportClassId,
  $reportWindow,
  chooseReportClass,
  chooseReportWindow,
  regenerateClassReport,
  watchClassReport,
  type WindowChoice,
} from '@kyu/core/reports';
import { $teacherClasses } from './classes-store';
import type { ChartSize } from './reports/charts';
import { WrongQuestions } from './reports/wrong-questions';

const WINDOWS: [WindowChoice, string][] = [
  ['4w', 'Last 4 weeks'],
  ['12w', 'Last 12 weeks'],
  ['all', 'Everything'],
];

// The charts bring recharts (about 127 KB gzip): the page, its figures in words and the
// questions most missed show first, and the charts follow (issue 14: a first screen of at most
// 200 KB). The three share one download.
const charts = () => import('./reports/charts');
const ComparisonChart = lazy(() => charts().then((m) => ({ default: m.ComparisonChart })));
const TopicsChart = lazy(() => charts().then((m) => ({ default: m.TopicsChart })));
const DifficultyChart = lazy(() => charts().then((m) => ({ default: m.DifficultyChart })));

/** The class report's charts, live while shown. */
const ClassReportView = ({ width }: ChartSize) => {
  const report = useStore($classReport);
  const figures = useStore($classReportCharts);
  const error = useStore($classReportError);
  useEffect(() => watchClassReport(), []);
  if (error && !report) return <p role="alert">{error}</p>;
  if (!report || !figures) return <p>Loading the report…</p>;
  const names = new Map(report.students.map((s) => [s.student_id, s.name]));
  return (
    <>
      {error && <p role="alert">{error}</p>}
      <p>
        {report.totals.active_students} of {report.totals.student_count} students answered{' '}
        {report.totals.answered} questions.
      </p>
      <div className="kyu-report-grid">
        <Suspense fallback={<p className="kyu-card">Drawing the charts…</p>}>
          <section className="kyu-card">
            <ComparisonChart weeks={figures.weeks} summary={figures.summary} width={width} />
          </section>
          <section className="kyu-card">
            <TopicsChart topics={figures.topics} width={width} />
          </section>
          <section className="kyu-card">
            <DifficultyChart bars={figures.difficulty} width={width} />
          </section>
        </Suspense>
        <WrongQuestions classId={report.class_id} questions={figures.wrong} names={names} />
      </div>
    </>
  );
};

/**
 * The teacher's reports: a class (the first by default) and a window, the class against its
 * school, topics, students by difficulty and the questions most missed; loaded lazily, as it
 * brings the charts. `width` fixes the charts' size where nothing lays them out (tests).
 */
export default function TeacherReportsPage({ width }: ChartSize) {
  const classes = useStore($teacherClasses);
  const classId = useStore($reportClassId);
  const window = useStore($reportWindow);
  const regenerating = useStore($regenerating);
  const list = classes.status === 'ready' ? classes.data : [];
  const first = list[0]?.id;
  useEffect(() => {
    if (first !== undefined && (classId === null || !list.some((c) => c.id === classId))) {
      chooseReportClass(first);
    }
  }, [first, classId, list]);
  return (
    <div className="kyu-page">
      <Title title="Reports" />
      {classes.status === 'failed' && <p role="alert">{classes.message}</p>}
      {classes.status === 'ready' && list.length === 0 && (
        <p>You have no classes yet. Classes you teach appear here with their reports.</p>
      )}
      {list.length > 0 && (
        <section className="kyu-card">
          <label>
            Class{' '}
            <select
              value={classId ?? ''}
              onChange={(e) => chooseReportClass(Number(e.target.value))}
            >
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            Window{' '}
            <select
              value={window}
              onChange={(e) => chooseReportWindow(e.target.value as WindowChoice)}
            >
              {WINDOWS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>{' '}
          <button
            type="button"
            disabled={regenerating}
            onClick={() => void regenerateClassReport()}
          >
            {regenerating ? 'Regenerating…' : 'Regenerate'}
          </button>
        </section>
      )}
      {classId !== null && <ClassReportView width={width} />}
    </div>
  );
}
