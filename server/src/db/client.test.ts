import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/build-test-app';

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
