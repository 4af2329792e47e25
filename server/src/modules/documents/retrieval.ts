import type { Db } from '../../db/client';
import { contentTerms } from '../../lib/words';
import type { RetrievedPassage, Retriever } from '../../providers/llm/types';
import { searchChunks, searchCoachSources } from './queries';
import { mostRelevant } from './relevance';

/** At most this many words go into the either-word query; a pasted essay needs no more. */
const MAX_TERMS = 30;
/** Rows read from each source for relevance to choose from: full-text rank alone is not enough. */
const CANDIDATES = 8;

/**
 * The either-word tsquery: the question's content words as prefixes of their crude stems (so
 * "volcanoes" finds "volcanic", as relevance will judge them), or, for a question of numbers
 * only, every word. Letters and digits only, so nothing in a word can be read as tsquery syntax.
 */
function eitherWord(text: string): string {
  const stems = contentTerms(text).map((t) => t.stem.replace(/[^\p{L}\p{N}]/gu, ''));
  const words = stems.filter(Boolean).length
    ? stems.filter(Boolean).map((s) => (s.length >= 4 ? `${s}:*` : s))
    : (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  return [...new Set(words)].slice(0, MAX_TERMS).join(' | ');
}

/**
 * Retrieval for the coach over PostgreSQL full-text search. It asks for passages holding every
 * word of the message (websearch syntax, so "quoted phrases" and -exclusions work); students
 * type fragments and whole sentences, so when that finds nothing it takes those holding any of
 * its content words. The school's documents and, outside assessments, the question bank's
 * explanations are searched at once; then only the passages about the question are kept, those
 * covering most of it first, the school's own notes winning a tie. Nothing about it: nothing.
 */
export function createRetriever(db: Db): Retriever {
  return async ({ schoolId, text, limit, questionBank = false }) => {
    const trimmed = text.slice(0, 2000);
    const query = { schoolId, text: trimmed, words: eitherWord(trimmed), limit: CANDIDATES };
    const found: RetrievedPassage[] = questionBank
      ? await searchCoachSources(db, query)
      : await searchChunks(db, query);
    return mostRelevant(trimmed, found, limit);
  };
}
