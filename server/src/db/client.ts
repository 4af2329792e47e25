import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withoutPassword } from '../config';
import { NamingClient, QUERIES_PER_CONNECTION } from './named-statements';
import * as schema from './schema';

/**
 * Both drivers give the same query builder; the app is written against node-postgres' type
 * and PGlite's instance is accepted as that, since every call we make exists on both.
 */
export type Db = NodePgDatabase<typeof schema>;

/** A transaction on the database, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database, or a transaction on it: what every query takes. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address, for a connection of its own (LISTEN); null on PGlite. */
  url: string | null;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Connections to PostgreSQL: about two per core, as PostgreSQL's own advice goes (one working
 * while another waits on its commit); more only queue inside the server, each holding memory and
 * a process. Kyu's statements are short (a submit holds one for a few round trips), so a small
 * pool keeps up; the cores counted are this machine's, where Kyu and PostgreSQL usually share.
 */
const POOL_SIZE = 2 * availableParallelism() + 1;

/** How long start-up, and then each new connection of the pool, waits for PostgreSQL to answer. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The database could not be opened at start: `message` is one line naming the setting, what
 * was tried and what failed, fit to print as it is (no password, no stack).
 */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

const reason = (error: unknown) =>
  (error instanceof Error && error.message ? error.message : String(error)).split('\n')[0] ?? '';

/** Connects once before the pool is made, so an unreachable server fails fast and clearly. */
async function reach(url: string) {
  const shown = `DATABASE_URL ${withoutPassword(url)}`;
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  try {
    await client.connect();
  } catch (error) {
    const code = (error as { code?: string }).code;
    const unreachable = !code || /^E[A-Z]+$/.test(code) || /timeout/i.test(reason(error));
    throw new DatabaseStartError(
      unreachable
        ? `${shown} could not be reached (${reason(error)}); expected a running PostgreSQL there.`
        : `${shown} refused the connection: ${reason(error)}.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** The advisory lock instances starting together take turns on to migrate (seed.ts has its own). */
const MIGRATION_LOCK = 7_150_002;

/**
 * Runs `migrate` while holding MIGRATION_LOCK on a connection of its own: instances starting at
 * once on one database would otherwise all find a migration missing and all apply it, and every
 * one but the first would stop on a table that already exists. Ending the session releases it.
 */
async function oneAtATime(url: string, migrate: () => Promise<unknown>) {
  const lock = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.end().catch(() => {});
  }
}

async function migrating(where: string, run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    throw new DatabaseStartError(`${where}: Kyu's tables could not be made: ${reason(error)}.`);
  }
}

/** Opens PostgreSQL at `url`, or PGlite in `dataDir` (in memory when `dataDir` is null), and migrates it. */
export async function openDatabase(opts: {
  url: string | null;
  dataDir: string | null;
}): Promise<Database> {
  if (opts.url) {
    await reach(opts.url);
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: POOL_SIZE,
      Client: NamingClient,
      maxUses: QUERIES_PER_CONNECTION,
      // A database that does not answer at all (a network cut) fails the request in seconds
      // rather than holding it; one that refuses (restarting) fails at once.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection that PostgreSQL drops (a restart, a failover) is reported as an
    // 'error' event on the pool, which ends the process when nobody listens. The pool opens
    // a new connection for the next query, so noting it is enough.
    pool.on('error', (error) => {
      console.error(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    // A connection lent out but between statements (a transaction awaiting its next step) has no
    // pool listener: its drop would end the process too. The statement that next uses it fails,
    // and the request answers 503 (plugins/errors.ts); the pool then opens a new connection.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        console.error(`PostgreSQL closed a connection in use: ${error.message}`);
      });
    });
    const db = drizzlePg(pool, { schema });
    await migrating(`DATABASE_URL ${withoutPassword(opts.url)}`, () =>
      oneAtATime(opts.url!, () => migratePg(db, { migrationsFolder: MIGRATIONS })),
    );
    return { db, kind: 'postgres', url: opts.url, close: () => pool.end() };
  }
  const dir = opts.dataDir ? join(opts.dataDir, 'pglite') : undefined;
  const where = `DATA_DIR ${opts.dataDir ?? '(in memory)'}`;
  let client: PGlite;
  try {
    if (dir) mkdirSync(dir, { recursive: true });
    // The teacher directory's name search index (migrations 0014, 0016) needs trigrams, and
    // btree_gin to put the school in the same GIN index.
    client = new PGlite({ dataDir: dir, extensions: { btree_gin, pg_trgm } });
    await client.waitReady;
  } catch (error) {
    throw new DatabaseStartError(
      `${where} could not hold the embedded database (${reason(error)}); expected a writable folder.`,
    );
  }
  const db = drizzlePglite(client, { schema });
  await migrating(where, () => migratePglite(db, { migrationsFolder: MIGRATIONS }));
  return { db: db as unknown as Db, kind: 'pglite', url: null, close: () => client.close() };
}
