import { readJson, sessionArea, writeJson } from '../storage/areas';
import { StorageKey } from '../storage/keys';

/** Which surveys this session completed, and whether the login surveys were offered. */
export interface SurveyStatus {
  /** Survey ids (1–4, overview §3) with at least one answered question. */
  readonly completed: readonly number[];
  readonly loginShown: boolean;
}

/** The survey status of this session, from session storage (sign-out clears it). */
export function readSurveyStatus(): SurveyStatus {
  const stored = readJson<Partial<SurveyStatus>>(sessionArea(), StorageKey.surveyStatus);
  return {
    completed: Array.isArray(stored?.completed) ? stored.completed : [],
    loginShown: stored?.loginShown === true,
  };
}

/** Keeps the survey status for the rest of the session. */
export function writeSurveyStatus(status: SurveyStatus): void {
  writeJson(sessionArea(), StorageKey.surveyStatus, status);
}

/** Records an answered survey. */
export function markSurveyCompleted(surveyId: number): void {
  const status = readSurveyStatus();
  if (status.completed.includes(surveyId)) return;
  writeSurveyStatus({ ...status, completed: [...status.completed, surveyId] });
}
