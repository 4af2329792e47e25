import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

/** Selected as `total`: how many rows the whole query matches, ahead of its limit. */
export const windowTotal = sql<number>`count(*) over ()::int`;

type Row<Q extends PgSelect> = Q['_']['result'][number];

/**
 * One page of a list and the count of the whole list, in one statement: `query` selects
 * `total: windowTotal`, read off the page's first row and dropped from the rows. A page past
 * the end has no row to carry the count, so then the query is counted apart. `query` builds
 * the statement anew each call (drizzle's builders change in place), with `$dynamic()`.
 */
export async function pageWithTotal<Q extends PgSelect>(
  db: Queryable,
  query: () => Q,
  page: { offset: number; limit: number },
): Promise<{ rows: Omit<Row<Q>, 'total'>[]; total: number }> {
  const rows = (await query().limit(page.limit).offset(page.offset)) as { total: number }[];
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [all] = await db.select({ n: count() }).from(sql`(${query()}) as all_rows`);
    total = all?.n ?? 0;
  }
  return { rows: rows.map(({ total: _, ...row }) => row as Omit<Row<Q>, 'total'>), total };
}
