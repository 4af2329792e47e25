import { sql } from 'drizzle-orm';
import type { Db } from '@kyu/server/testing';

/**
 * Makes the database refuse one kind of write, as a full disk or a lost connection would midway
 * through a request, so tests can check that what must happen together does. `when` is the
 * trigger's condition over NEW and OLD. Answers a function that lifts the fault.
 */
export async function failWrites(
  db: Db,
  fault: { table: string; on: 'INSERT' | 'UPDATE'; when: string },
) {
  const name = `kyu_test_fault_${fault.table}_${fault.on.toLowerCase()}`;
  await db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'write refused by a test fault'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before ${fault.on} on ${fault.table}
      for each row when (${fault.when}) execute function ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${fault.table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}
