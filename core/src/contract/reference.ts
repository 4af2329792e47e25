import { Type, type Static } from 'typebox';
import { Id } from './common';

/**
 * One row of a static reference list. The spec leaves the paths open; the portal reads
 * `GET /academic-levels` and `GET /subjects`, each answering `ReferenceItem[]` in display order,
 * without sign-in (sign-up and onboarding need them).
 */
export const ReferenceItem = Type.Object({ id: Id, name: Type.String() });
export type ReferenceItem = Static<typeof ReferenceItem>;

/** The answer of a reference-list call. */
export const ReferenceList = Type.Array(ReferenceItem);
export type ReferenceList = Static<typeof ReferenceList>;
