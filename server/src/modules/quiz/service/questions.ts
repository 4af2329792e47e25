import type { Queryable } from '../../../db/client';
import { loadQuestions, type LoadedQuestion } from '../../questions/service';

/** The questions with these ids, by id, as the question bank loads them. */
export async function questionsById(
  db: Queryable,
  ids: number[],
): Promise<Map<number, LoadedQuestion>> {
  const loaded = await loadQuestions(db, ids);
  return new Map(loaded.map((q) => [q.row.id, q]));
}
