import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/build-test-app';
import { openDatabase } from './client';

const postgresUrl = process.env.KYU_TEST_DATABASE_URL;

describe('database client', () => {
  it.skipIf(!postgresUrl)(
    'keeps answering after PostgreSQL drops an idle connection, as on a server restart',
    async () => {
      const database = await openTestDatabase();
      try {
        const { rows } = await database.db.execute<{ pid: number }>(
          sql`select pg_backend_pid() as pid`,
        );
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await admin.end();
        await new Promise((resolve) => setTimeout(resolve, 200));
        const again = await database.db.execute<{ one: number }>(sql`select 1 as one`);
        expect(again.rows).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    },
  );
});

describe('instances starting together', () => {
  it.skipIf(!postgresUrl)(
    'migrate one empty database once between them, and both start',
    async () => {
      const first = await openTestDatabase();
      const wiped = new pg.Client({ connectionString: first.url! });
      await wiped.connect();
      await wiped.query(
        'drop schema public cascade; create schema public; drop schema drizzle cascade',
      );
      await wiped.end();
      const together = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ url: first.url, dataDir: null })),
      );
      const { rows } = await first.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const files = readdirSync(new URL('./migrations', import.meta.url)).filter((f) =>
        f.endsWith('.sql'),
      );
      expect(rows[0]!.n).toBe(files.length);
      await Promise.all(together.map((database) => database.close()));
      await first.close();
    },
  );
});
