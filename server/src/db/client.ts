import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * Both drivers give the same query builder; the app is written against node-postgres' type
 * and PGlite's instance is accepted as that, since every call we make exists on both.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL at `url`, or PGlite in `dataDir` (in memory when `dataDir` is null), and migrates it. */
export async function openDatabase(opts: {
  url: string | null;
  dataDir: string | null;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection that PostgreSQL drops (a restart, a failover) is reported as an
    // 'error' event on the pool, which ends the process when nobody listens. The pool opens
    // a new connection for the next query, so noting it is enough.
    pool.on('error', (error) => {
      console.error(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
