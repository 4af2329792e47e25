import type { Db } from '../../db/client';
import type { Retriever } from '../../providers/llm/types';
import { searchQuestions } from './question-search';
import { searchChunks } from './queries';

/** At most this many words go into the either-word query; a pasted essay needs no more. */
const MAX_TERMS = 30;

/**
 * Retrieval for the coach over PostgreSQL full-text search. It asks for passages holding every
 * word of the message (websearch syntax, so "quoted phrases" and -exclusions work); students
 * type fragments and whole sentences, so when that finds nothing it answers those holding any of
 * the words, from the same statement. The school's documents and, outside assessments, the
 * question bank's explanations are searched at once; the school's own notes come first.
 */
export function createRetriever(db: Db): Retriever {
  return async ({ schoolId, text, limit, questionBank = false }) => {
    const trimmed = text.slice(0, 2000);
    // Letters and digits only, so nothing in a word can be read as tsquery syntax.
    const words = [...new Set(trimmed.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
    const query = { schoolId, text: trimmed, words: words.slice(0, MAX_TERMS).join(' | '), limit };
    if (!questionBank) return searchChunks(db, query);
    const [chunks, explained] = await Promise.all([
      searchChunks(db, query),
      searchQuestions(db, query),
    ]);
    // The school's notes first; the bank keeps at least one place when it found anything.
    const notes = chunks.slice(0, explained.length ? limit - 1 : limit);
    return [...notes, ...explained]
      .slice(0, limit)
      .map(({ documentId, title, content, rank }) => ({ documentId, title, content, rank }));
  };
}
