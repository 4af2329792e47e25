import type { Queryable } from '../../db/client';
import { type JsonText, toJsonText } from '../../lib/json-text';
import { keepReport, keptReport, type Scope } from './queries';
import type { Window } from './shape';

/**
 * How long a kept report whose window includes today may be served without recomputing, even
 * when its own students marked nothing since: it also holds figures of others (the school's
 * average) and of class membership, which the cheap check below does not watch.
 */
export const LIVE_REPORT_MAX_AGE_MS = 5 * 60_000;

/** What a kept report needs to be found, checked and recomputed. */
export interface KeptSpec<T> {
  /** The report's kind and ids; the window is added to make the key. */
  name: string;
  classId: number;
  /** Whose new answers make the report stale. */
  scope: Scope;
  window: Window;
  regenerate: boolean;
  compute: () => Promise<T>;
}

/** What a kept report adds to the computed figures. */
export type Stamped<T> = T & { computed_at: string; start: string | null; end: string | null };

/**
 * A report computed once and kept in teaching_reports, so a teacher's page (which polls) reads
 * one row, sent as the JSON text it was kept as. Whether the kept copy still holds:
 * - a window that closed before the copy was computed never changes (answers count by when
 *   they were marked), so the copy is kept until someone asks to regenerate it;
 * - a window still open (no end, or an end of today or later) is recomputed as soon as one of
 *   its students has an answer marked after the copy (max(graded_at), one index probe per
 *   student, read with the copy in one statement), or when the copy is older than
 *   LIVE_REPORT_MAX_AGE_MS.
 * The copy's time is taken before computing, so an answer marked meanwhile makes it stale.
 */
export async function keptOrComputed<T>(
  db: Queryable,
  spec: KeptSpec<T>,
  now: Date,
): Promise<JsonText<Stamped<T>>> {
  const key = `${spec.name}:${spec.window.start ?? ''}:${spec.window.end ?? ''}`;
  const kept = spec.regenerate ? undefined : await keptReport(db, key, spec.scope, spec.window.to);
  if (kept && stillHolds(kept, spec.window, now)) return kept.json as JsonText<Stamped<T>>;
  const json = toJsonText({
    ...(await spec.compute()),
    computed_at: now.toISOString(),
    start: spec.window.start,
    end: spec.window.end,
  });
  await keepReport(db, { key, classId: spec.classId, json, computedAt: now });
  return json;
}

function stillHolds(
  kept: { computedAt: Date; lastGradedAt: Date | null },
  window: Window,
  now: Date,
) {
  if (window.to && kept.computedAt >= window.to) return true;
  if (now.getTime() - kept.computedAt.getTime() > LIVE_REPORT_MAX_AGE_MS) return false;
  return !kept.lastGradedAt || kept.lastGradedAt < kept.computedAt;
}
