import type { Db } from '../../db/client';
import type { Retriever } from '../../providers/llm/types';
import { searchChunks } from './queries';

/** At most this many words go into the either-word query; a pasted essay needs no more. */
const MAX_TERMS = 30;

/**
 * Retrieval for the coach over PostgreSQL full-text search. It asks for passages holding every
 * word of the message (websearch syntax, so "quoted phrases" and -exclusions work); students
 * type fragments and whole sentences, so when that finds nothing it answers those holding any of
 * the words, from the same statement.
 */
export function createRetriever(db: Db): Retriever {
  return async ({ schoolId, text, limit }) => {
    const trimmed = text.slice(0, 2000);
    // Letters and digits only, so nothing in a word can be read as tsquery syntax.
    const words = [...new Set(trimmed.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
    return searchChunks(db, {
      schoolId,
      text: trimmed,
      words: words.slice(0, MAX_TERMS).join(' | '),
      limit,
    });
  };
}
