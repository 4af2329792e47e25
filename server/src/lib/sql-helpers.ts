import { asc, desc, eq, ilike, inArray, isNull, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FilterValue } from './list-query';

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A case-insensitive "contains" over several columns, or undefined for an empty search. */
export function searchAny(
  text: FilterValue | undefined,
  columns: (AnyColumn | SQL)[],
): SQL | undefined {
  if (typeof text !== 'string' || !text) return undefined;
  return or(...columns.map((column) => ilike(column, containing(text))));
}

/** An ids filter: null matches "none set", a list matches any of its ids. */
export function matchIds(column: AnyColumn, value: FilterValue | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  if (value === null) return isNull(column);
  return Array.isArray(value) ? inArray(column, value) : undefined;
}

export function matchFlag(column: AnyColumn, value: FilterValue | undefined): SQL | undefined {
  return typeof value === 'boolean' ? eq(column, value) : undefined;
}

/** The requested order, then id, so pages never shuffle rows that tie. */
export function orderBy(column: AnyColumn, order: 'ASC' | 'DESC', id: AnyColumn) {
  return [order === 'ASC' ? asc(column) : desc(column), asc(id)];
}
