import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const TAG = '0021_school_domains_normalised';

interface Journal {
  entries: { tag: string }[];
}

/** The migrations as they stood before this one: a copy whose journal stops short of it. */
function migrationsBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'kyu-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const path = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe('migration 0021: school domains normalised', () => {
  const client = new PGlite({ extensions: { btree_gin, pg_trgm } });
  const db = drizzle(client);
  const before = migrationsBefore(TAG);
  const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;

  beforeAll(async () => {
    await migrate(db, { migrationsFolder: before });
    // As schools could be saved before: lower-cased only, so `www.` twins, dots and ports stood.
    await client.exec(`
      INSERT INTO schools (id, school_name, domain_name, is_active) VALUES
        (1, 'Oak (closed)', 'oak.example', false),
        (2, 'Oak', 'www.oak.example', true),
        (3, 'Oak again', 'oak.example.', true),
        (4, 'Elm', 'https://www.elm.example:8443/home', true),
        (5, 'Ash', 'ash.example', true),
        (6, 'Nowhere', 'not a host', true),
        (7, 'None', NULL, true);
      SELECT setval('schools_id_seq', 7);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });
  });
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('normalises every domain, and keeps a shared one with the first active school', async () => {
    expect(await rows('SELECT id, domain_name FROM schools ORDER BY id')).toEqual([
      { id: 1, domain_name: null },
      { id: 2, domain_name: 'oak.example' },
      { id: 3, domain_name: null },
      { id: 4, domain_name: 'elm.example' },
      { id: 5, domain_name: 'ash.example' },
      { id: 6, domain_name: null },
      { id: 7, domain_name: null },
    ]);
  });

  it('records each domain it cleared in the logsheet, naming the school that has it', async () => {
    expect(
      await rows('SELECT target_id, school_id, status, action FROM audit_log ORDER BY target_id'),
    ).toEqual([
      {
        target_id: 1,
        school_id: 1,
        status: 409,
        action: 'domain oak.example cleared: school 2 has oak.example',
      },
      {
        target_id: 3,
        school_id: 3,
        status: 409,
        action: 'domain oak.example. cleared: school 2 has oak.example',
      },
      {
        target_id: 6,
        school_id: 6,
        status: 409,
        action: 'domain not a host cleared: not a host name',
      },
    ]);
  });

  it('leaves the database refusing a second school under a domain in another form', async () => {
    await expect(
      client.query(`INSERT INTO schools (school_name, domain_name) VALUES ('Copy', 'oak.example')`),
    ).rejects.toThrow(/schools_domain_name_key/);
    await expect(
      client.query(
        `INSERT INTO schools (school_name, domain_name) VALUES ('Copy', 'www.ash.example')`,
      ),
    ).rejects.toThrow(/schools_domain_name_normalised/);
  });
});
