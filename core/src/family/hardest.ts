import { atom } from 'nanostores';
import type { HardestQuestionReport } from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';

/** The hardest-question report of the child last asked for (last seven days); null until loaded. */
export const $hardestReport = atom<HardestQuestionReport | null>(null);

/** Why the report could not be loaded, or null. */
export const $hardestReportError = atom<string | null>(null);

let epoch = 0;

function forget(): void {
  epoch++;
  $hardestReport.set(null);
  $hardestReportError.set(null);
}

/** Loads a child's hardest questions of the last seven days, hardest first. */
export async function loadHardestReport(childId: number): Promise<void> {
  clearAtSignOut('family', forget);
  const run = ++epoch;
  $hardestReport.set(null);
  $hardestReportError.set(null);
  try {
    const report = await api.get<HardestQuestionReport>('/users/children/hardest-question-report', {
      query: { child_id: childId },
    });
    if (run === epoch) $hardestReport.set(report);
  } catch (error) {
    if (run === epoch) $hardestReportError.set(problemMessage(error));
  }
}
