import { atom, computed } from 'nanostores';
import type { ClassReport, StudentReport } from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { whileVisible } from '../leaderboard/live';
import {
  compareWeeks,
  comparisonSummary,
  difficultyBars,
  topicsByMastery,
  topWrongQuestions,
  windowDays,
  type WindowChoice,
} from './model';

/** The class whose report is shown; null until the teacher's classes are known. */
export const $reportClassId = atom<number | null>(null);

/** The window of the reports shown, ending today. */
export const $reportWindow = atom<WindowChoice>('12w');

/** The shown class's report, null until loaded. */
export const $classReport = atom<ClassReport | null>(null);

/** Why the report could not be loaded or regenerated, or null. */
export const $classReportError = atom<string | null>(null);

/** True while a regeneration the teacher asked for runs. */
export const $regenerating = atom(false);

/** The class report shaped for its charts and their text alternatives. */
export const $classReportCharts = computed($classReport, (report) => {
  if (!report) return null;
  const weeks = compareWeeks(report.class_average, report.school_average);
  return {
    weeks,
    summary: comparisonSummary(weeks),
    topics: topicsByMastery(report.topics),
    difficulty: difficultyBars(report.students),
    wrong: topWrongQuestions(report.wrong_questions),
  };
});

const query = (regenerate: boolean, today: Date) => {
  const params = new URLSearchParams(windowDays($reportWindow.get(), today));
  if (regenerate) params.set('regenerate', 'true');
  const text = params.toString();
  return text ? `?${text}` : '';
};

let epoch = 0;

/**
 * Loads the chosen class's report for the chosen window; `regenerate` recomputes it on the
 * server. A failed refresh keeps what is shown and says why.
 */
export async function loadClassReport(regenerate = false): Promise<void> {
  const classId = $reportClassId.get();
  if (classId === null) return;
  const run = ++epoch;
  try {
    const report = await api.get<ClassReport>(
      `/classes/${classId}/report${query(regenerate, new Date())}`,
    );
    if (run !== epoch) return;
    $classReport.set(report);
    $classReportError.set(null);
  } catch (error) {
    if (run === epoch) $classReportError.set(problemMessage(error));
  }
}

/** Recomputes the shown report now, rather than reading the kept one. */
export async function regenerateClassReport(): Promise<void> {
  $regenerating.set(true);
  try {
    await loadClassReport(true);
  } finally {
    $regenerating.set(false);
  }
}

/** Shows `classId`'s report in the current window. */
export function chooseReportClass(classId: number): void {
  if ($reportClassId.get() === classId) return;
  $classReport.set(null);
  $reportClassId.set(classId);
}

/** Shows the current class's report in another window. */
export function chooseReportWindow(choice: WindowChoice): void {
  if ($reportWindow.get() === choice) return;
  $classReport.set(null);
  $reportWindow.set(choice);
}

/**
 * Keeps the class report live while a page shows it: loads it now and when the class or window
 * changes, and again every 15 s while the page is visible (the server recomputes a kept report
 * once new answers are marked); answers the function that stops.
 */
export function watchClassReport(): () => void {
  void loadClassReport();
  const stopTimer = whileVisible(() => void loadClassReport());
  const stopClass = $reportClassId.listen(() => void loadClassReport());
  const stopWindow = $reportWindow.listen(() => void loadClassReport());
  return () => {
    stopTimer();
    stopClass();
    stopWindow();
  };
}

/** A student's report in a class, with the `loading`/`failed` states a page shows. */
export type StudentReportState =
  | { status: 'loading' }
  | { status: 'ready'; report: StudentReport }
  | { status: 'failed'; message: string };

/** The student report a page shows. */
export const $studentReport = atom<StudentReportState>({ status: 'loading' });

/** Loads and keeps live (every 15 s while visible) a student's report; answers the stop. */
export function watchStudentReport(classId: number, studentId: number): () => void {
  let stopped = false;
  $studentReport.set({ status: 'loading' });
  const load = async () => {
    try {
      const report = await api.get<StudentReport>(
        `/classes/${classId}/students/${studentId}/report${query(false, new Date())}`,
      );
      if (!stopped) $studentReport.set({ status: 'ready', report });
    } catch (error) {
      if (!stopped && $studentReport.get().status !== 'ready') {
        $studentReport.set({ status: 'failed', message: problemMessage(error) });
      }
    }
  };
  void load();
  const stopTimer = whileVisible(() => void load());
  return () => {
    stopped = true;
    stopTimer();
  };
}

/** Empties the report stores (sign-out, tests). */
export function resetReports(): void {
  epoch++;
  $reportClassId.set(null);
  $reportWindow.set('12w');
  $classReport.set(null);
  $classReportError.set(null);
  $regenerating.set(false);
  $studentReport.set({ status: 'loading' });
}
