import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { LoadedQuestion } from './mapper';
import { partsOf, questionRows, taggingsOf } from './queries';

/**
 * The one question loader: top-level questions with their parts and topics, in the order of
 * `ids`; ids that are missing, parts, or outside `where` are left out.
 */
export async function loadRows(db: Queryable, ids: number[], where?: SQL) {
  const unique = [...new Set(ids)];
  const rows = await questionRows(db, unique, where);
  const found = rows.map((r) => r.id);
  const [parts, taggings] = await Promise.all([partsOf(db, found), taggingsOf(db, found)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const loaded: LoadedQuestion[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    if (!row) continue;
    loaded.push({
      row,
      parts: parts.filter((p) => p.parentQuestionId === id),
      courseTaggingIds: taggings.filter((t) => t.questionId === id).map((t) => t.courseTaggingId),
    });
  }
  return loaded;
}
