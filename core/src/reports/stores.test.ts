import { fakeFetch, on } from '@kyu/test-support/fetch';
import { makeSessionUser } from '@kyu/test-support/data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassReport } from '../contract';
import { $user } from '../account/stores';
import { resetCore } from '../testing/reset';
import {
  $classReport,
  $classReportCharts,
  $classReportError,
  chooseReportClass,
  chooseReportWindow,
  regenerateClassReport,
  resetReports,
  watchClassReport,
} from './stores';

const report = (answered: number): ClassReport => ({
  class_id: 4,
  computed_at: '2026-03-01T10:00:00.000Z',
  start: null,
  end: null,
  totals: { student_count: 2, active_students: 1, answered, correct: 1, score_percent: 50 },
  class_average: [{ week: '2026-02-23', answered, score_percent: 50 }],
  school_average: [{ week: '2026-02-23', answered: 9, score_percent: 70 }],
  topics: [],
  students: [],
  wrong_questions: [],
});
const REPORT = /^\/api\/v1\/classes\/4\/report(\?|$)/;
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  resetCore();
  resetReports();
  $user.set(makeSessionUser({ id: 7 }));
});
afterEach(() => vi.useRealTimers());

describe('class report stores', () => {
  it('loads the chosen class and shapes its charts', async () => {
    fakeFetch(on('GET', REPORT, { body: report(2) }));
    chooseReportClass(4);
    const stop = watchClassReport();
    await flush();
    expect($classReportCharts.get()?.weeks).toEqual([
      { week: '2026-02-23', class_percent: 50, school_percent: 70 },
    ]);
    stop();
  });

  it('asks again every 15 s while shown, so new answers appear', async () => {
    const answers = [report(2), report(3)];
    fakeFetch(on('GET', REPORT, () => ({ body: answers.shift() ?? report(3) })));
    chooseReportClass(4);
    const stop = watchClassReport();
    await flush();
    expect($classReport.get()?.totals.answered).toBe(2);
    await vi.advanceTimersByTimeAsync(15_000);
    expect($classReport.get()?.totals.answered).toBe(3);
    stop();
  });

  it('sends the window and asks the server to regenerate when told', async () => {
    const seen = fakeFetch(on('GET', REPORT, { body: report(1) }));
    chooseReportClass(4);
    chooseReportWindow('all');
    await regenerateClassReport();
    expect(seen.at(-1)?.url).toBe('/api/v1/classes/4/report?regenerate=true');
  });

  it('says why a report could not be loaded', async () => {
    fakeFetch(
      on('GET', REPORT, {
        status: 403,
        body: { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Not your class.' },
      }),
    );
    chooseReportClass(4);
    const stop = watchClassReport();
    await flush();
    expect($classReportError.get()).toBe('Not your class.');
    stop();
  });
});
