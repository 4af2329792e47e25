import type { Db, Queryable } from '../../db/client';
import { publish } from '../../db/invalidation';
import { loadRows } from './loader';
import type { LoadedQuestion } from './mapper';

/** How many questions one app keeps; Kyu's whole seeded bank is a few hundred. */
const MAX_HELD = 20_000;

/**
 * Questions as quizzes read them (keys included), kept in memory: a question changes only
 * through the question bank, which forgets it when it does, so a submit marks 20 answers
 * without reading their keys again. Another instance's change reaches this one as a `forget`
 * too (see multi-instance invalidation).
 */
export interface QuestionCache {
  /** The top-level questions with these ids, by id: held ones at once, the rest in one query. */
  load(db: Queryable, ids: number[]): Promise<Map<number, LoadedQuestion>>;
  /** Drops these questions, so that the next load reads them as they are now. */
  forget(questionIds: readonly number[]): void;
  /** Drops every question: an invalidation may have been missed (a dropped LISTEN). */
  clear(): void;
}

/** Forgets these questions here at once and on every other instance (db/invalidation.ts). */
export async function questionsChanged(db: Db, cache: QuestionCache, ids: readonly number[]) {
  cache.forget(ids);
  await publish(db, 'question-keys', ids.join(','));
}

/** The ids a 'question-keys' invalidation names; undefined means every question. */
export const changedQuestionIds = (payload: string | undefined): number[] | undefined =>
  payload === undefined ? undefined : payload.split(',').map(Number).filter(Number.isInteger);

export function createQuestionCache(max = MAX_HELD): QuestionCache {
  const held = new Map<number, LoadedQuestion>();
  // Bumped by every forget: a load that a forget overtook keeps its answer to itself, since
  // it may have read a question just before the change that was forgotten.
  let changes = 0;
  return {
    async load(db, ids) {
      const found = new Map<number, LoadedQuestion>();
      const missing: number[] = [];
      for (const id of ids) {
        const question = held.get(id);
        if (question) found.set(id, question);
        else missing.push(id);
      }
      if (!missing.length) return found;
      const before = changes;
      const loaded = await loadRows(db, missing);
      for (const question of loaded) {
        found.set(question.row.id, question);
        if (changes !== before) continue;
        held.set(question.row.id, question);
        // Oldest first out: a Map iterates in insertion order.
        if (held.size > max) held.delete(held.keys().next().value!);
      }
      return found;
    },
    forget(questionIds) {
      changes += 1;
      for (const id of questionIds) held.delete(id);
    },
    clear() {
      changes += 1;
      held.clear();
    },
  };
}
