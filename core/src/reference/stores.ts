import { atom } from 'nanostores';
import type { ReferenceItem } from '../contract';
import { api } from '../api/client';

/** Academic levels (school years) in display order; null until loaded. */
export const $academicLevels = atom<readonly ReferenceItem[] | null>(null);

/** Subjects in display order; null until loaded. */
export const $subjects = atom<readonly ReferenceItem[] | null>(null);

let inFlight: Promise<void> | null = null;

const fetchInto = (path: string, store: typeof $subjects) =>
  api.get<ReferenceItem[]>(path).then(
    (list) => store.set(list),
    () => undefined,
  );

/**
 * Loads whichever of the academic levels and subjects are not loaded yet; a list that cannot
 * be loaded stays null (and is asked for again next time), so forms leave that question out.
 */
export function loadReferenceData(): Promise<void> {
  inFlight ??= Promise.all([
    $academicLevels.get() ? undefined : fetchInto('/academic-levels', $academicLevels),
    $subjects.get() ? undefined : fetchInto('/subjects', $subjects),
  ]).then(() => {
    inFlight = null;
  });
  return inFlight;
}
