import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { leagueClock } from '../../../db/schema';

/** The league clock's offset, as SQL: zero unless the development clock was moved. */
const offsetSql = sql`coalesce((select offset_seconds from ${leagueClock} where id = 1), 0)`;

/**
 * The Monday of the league week `now` falls in once the clock's offset is added, as SQL, so the
 * submit path reads the offset inside the statement it already makes.
 */
export const leagueWeekSql = (now: Date) =>
  sql`(date_trunc('week', (${now.toISOString()}::timestamptz + make_interval(secs => ${offsetSql})) at time zone 'UTC'))::date`;

/** How many seconds the league clock runs ahead of real time. */
export async function clockOffset(db: Queryable): Promise<number> {
  const result = await db.execute<{ offset: number }>(sql`select ${offsetSql}::int as offset`);
  return Number(result.rows[0]?.offset ?? 0);
}

/** Moves the league clock forward; every instance reads the one row. */
export async function advanceClock(db: Queryable, seconds: number) {
  await db
    .insert(leagueClock)
    .values({ id: 1, offsetSeconds: seconds })
    .onConflictDoUpdate({
      target: leagueClock.id,
      set: { offsetSeconds: sql`${leagueClock.offsetSeconds} + ${seconds}` },
    });
}
