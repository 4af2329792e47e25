import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { Mailer, MailMessage } from '../providers/mail';

/**
 * Server tests run on PGlite in memory, or on a fresh PostgreSQL database per test file when
 * KYU_TEST_DATABASE_URL is set (scripts/test-both-databases.mjs sets it when one answers).
 */
export async function openTestDatabase(): Promise<Database> {
  const base = process.env.KYU_TEST_DATABASE_URL;
  if (!base) return openDatabase({ url: null, dataDir: null });
  const name = `kyu_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A mailer that keeps what it was given, for tests that read mails. It keeps a mail at once,
 * not when its transaction commits: tests of what a rollback sends use the real mailer.
 */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, enqueue: async (_db, message) => void sent.push(message) };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://kyu.test', ...env });
}

/**
 * The real app on a fresh database, with mail kept in memory, and any model, retrieval or
 * synthesizer a test passes in place of the configured ones. Close it in afterAll.
 */
export async function buildTestApp(
  opts: {
    env?: Record<string, string>;
    mailer?: Mailer;
  } & Pick<AppDeps, 'chatModel' | 'retrieve' | 'speech' | 'clock'> = {},
) {
  const { env, mailer: givenMailer, ...providers } = opts;
  const database = await openTestDatabase();
  const mailer = givenMailer ?? memoryMailer();
  const app = await buildApp({ config: testConfig(env), database, mailer, ...providers });
  await app.ready();
  return { app, db: database.db, mailer: mailer as ReturnType<typeof memoryMailer> };
}
