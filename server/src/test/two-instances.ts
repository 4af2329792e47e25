import pg from 'pg';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import type { CacheChannel, Invalidation } from '../db/invalidation';
import { memoryMailer, openTestDatabase, testConfig } from './build-test-app';

/**
 * Two instances of the app on one database, as two machines behind a load balancer: on
 * PostgreSQL each has its own pool, and they hear each other only through the database; on
 * PGlite (one process by nature) they share its handle and hear each other in-process.
 */
export async function buildTwoInstances() {
  const first = await openTestDatabase();
  const second: Database = first.url
    ? await openDatabase({ url: first.url, dataDir: null })
    : { ...first, close: async () => {} };
  const build = async (database: Database) => {
    const app = await buildApp({ config: testConfig(), database, mailer: memoryMailer() });
    await app.ready();
    return app;
  };
  const a = await build(first);
  const b = await build(second);
  return {
    a,
    b,
    /** PostgreSQL's address of the shared database; null on PGlite. */
    url: first.url,
    /** The second first: closing the first drops the database. */
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}

/** The next invalidation `bus` hears on `channel`: its payload, or undefined for "everything". */
export function nextInvalidation(bus: Invalidation, channel: CacheChannel) {
  return new Promise<string | undefined>((resolve) => {
    const stop = bus.subscribe(channel, (payload) => {
      stop();
      resolve(payload);
    });
  });
}

/** Ends every invalidation listener's connection to `url`'s database, as a failover would. */
export async function dropInvalidationListeners(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ dropped: boolean }>(
      `select pg_terminate_backend(pid) as dropped from pg_stat_activity
        where datname = current_database() and application_name = 'kyu-cache-invalidation'`,
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}
