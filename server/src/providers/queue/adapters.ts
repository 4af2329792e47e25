import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, Queryable } from '../../db/client';

/** `$1`, `$2` … as drizzle parameters, so a transaction runs pg-boss's statement as its own. */
function drizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  const chunks = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
  );
  return sql.join(chunks, sql.raw(''));
}

/** pg-boss's `db` over a drizzle handle or transaction (statements with parameters only). */
export function queueDb(db: Queryable): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(drizzleSql(text, values ?? []))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss's `db` over the database's own client: PGlite's single connection (pg-boss's schema
 * and its locked steps are scripts of many statements, which only `exec` runs), or the
 * PostgreSQL pool.
 */
export function clientDb(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const lite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values?.length) return lite.query(text, values);
      // A script is run inside a transaction of PGlite's own (its BEGIN and COMMIT, if it has
      // them, only warn), so one that fails midway, as pg-boss's do when two starts race, is
      // rolled back before anything else runs: its BEGIN would otherwise leave the one
      // connection in an aborted transaction. (The PostgreSQL pool drops such a connection.)
      const results = await lite.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
