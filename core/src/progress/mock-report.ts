import { atom } from 'nanostores';
import type { MockAttemptSummary, MockTopicPerformance } from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';

/** A student's mock exams: each finished one, and the marks by topic over all of them. */
export interface MockReport {
  readonly exams: readonly MockAttemptSummary[];
  readonly topics: readonly MockTopicPerformance[];
}

/** The signed-in student's mock exam report; null until loaded. */
export const $mockReport = atom<MockReport | null>(null);

/** Why the report could not be loaded, or null. */
export const $mockReportError = atom<string | null>(null);

let epoch = 0;

function forget(): void {
  epoch++;
  $mockReport.set(null);
  $mockReportError.set(null);
}

/** Loads `GET /users/mock/summary` and `/users/mock/performance` together. */
export async function loadMockReport(): Promise<void> {
  clearAtSignOut('progress', forget);
  const run = ++epoch;
  try {
    const [exams, topics] = await Promise.all([
      api.get<MockAttemptSummary[]>('/users/mock/summary'),
      api.get<MockTopicPerformance[]>('/users/mock/performance'),
    ]);
    if (run !== epoch) return;
    $mockReport.set({ exams, topics });
    $mockReportError.set(null);
  } catch (error) {
    if (run === epoch) $mockReportError.set(problemMessage(error));
  }
}
