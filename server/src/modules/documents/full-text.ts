import { or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What a coach search takes: the message as typed, its words as tsquery lexemes joined by `|`. */
// A type, not an interface: prepared statements take their placeholders as a plain record.
export type SearchParams = {
  schoolId: number | null;
  text: string;
  words: string;
  limit: number;
};

/**
 * The every-word-then-any-word match on a tsvector column: `strict` when it holds every word of
 * `text` (websearch syntax), `matches` when it holds any of `words`, ranked by cover density
 * (ts_rank_cd rewards the words appearing close), against whichever query it met.
 */
export function fullTextMatch(tsv: AnyColumn) {
  const every = sql`websearch_to_tsquery('english', ${sql.placeholder('text')})`;
  const any = sql`to_tsquery('english', ${sql.placeholder('words')})`;
  const strict = sql`${tsv} @@ ${every}`;
  return {
    strict,
    matches: or(strict, sql`${tsv} @@ ${any}`),
    rank: sql<number>`case when ${strict} then ts_rank_cd(${tsv}, ${every}) else ts_rank_cd(${tsv}, ${any}) end`,
  };
}

/** Rows sorted strict first: when one holds every word, those holding only some are left out. */
export const keepStrict = <T extends { strict: boolean }>(rows: T[]): T[] =>
  rows[0]?.strict ? rows.filter((row) => row.strict) : rows;

/** A statement prepared once per database, on first use. */
export function preparedPerDb<S>(prepare: (db: Db) => S): (db: Db) => S {
  const prepared = new WeakMap<Db, S>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}
