import type { Queryable } from '../../db/client';
import type { LoadedQuestion } from './mapper';
import { questionsWithParts } from './queries';

/**
 * The one question loader: top-level questions with their parts and topics, in the order of
 * `ids`, read in one query; ids that are missing or parts are left out.
 */
export async function loadRows(db: Queryable, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await questionsWithParts(db, unique);
  const byId = new Map<number, LoadedQuestion>();
  for (const { courseTaggingIds, ...row } of rows) {
    if (row.parentQuestionId === null) byId.set(row.id, { row, parts: [], courseTaggingIds });
  }
  // Parts come in their order (position, then id), after or before their question alike.
  for (const { courseTaggingIds: _, ...row } of rows) {
    if (row.parentQuestionId !== null) byId.get(row.parentQuestionId)?.parts.push(row);
  }
  return unique.map((id) => byId.get(id)).filter((q) => q !== undefined);
}
