import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { limitCounters } from '../../db/schema';
import type { Counter, LimitStore } from './types';

/** Expired rows are deleted at most this often per process, by whichever hit comes along. */
const SWEEP_EVERY_MS = 5 * 60_000;

const toCounter = (row: { count: number; lastAt: Date; expiresAt: Date }): Counter => ({
  count: row.count,
  lastAt: row.lastAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
});

/**
 * Counters as rows of `limit_counters`, each hit one upsert: PostgreSQL serialises concurrent
 * upserts of a key, so no hit is lost, and both PGlite and PostgreSQL run the same statement.
 */
export function postgresLimitStore(db: Db): LimitStore {
  let sweptAt = 0;
  const sweep = async (now: number) => {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    await db.delete(limitCounters).where(lt(limitCounters.expiresAt, new Date(now)));
  };

  return {
    async hit(key, ttlMs, now, expiry, count = 1) {
      const at = new Date(now);
      const until = new Date(now + ttlMs);
      const expired = sql`${limitCounters.expiresAt} <= ${at}`;
      const [row] = await db
        .insert(limitCounters)
        // A counter is worth no wait for the disk: the request it counts (a question to the
        // tutor, a sign-in) waits on this statement, and a crash that loses its last hits only
        // forgives them. The setting holds for this statement's own transaction only.
        .select(
          sql`select ${key}, ${count}::integer, ${at.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz
            from (select set_config('synchronous_commit', 'off', true)) as without_flush`,
        )
        .onConflictDoUpdate({
          target: limitCounters.key,
          set: {
            count: sql`case when ${expired} then ${count} else ${limitCounters.count} + ${count} end`,
            lastAt: at,
            expiresAt:
              expiry === 'sliding'
                ? until
                : sql`case when ${expired} then ${until} else ${limitCounters.expiresAt} end`,
          },
        })
        .returning();
      await sweep(now);
      return toCounter(row!);
    },

    async read(keys, now) {
      if (!keys.length) return [];
      const rows = await db
        .select()
        .from(limitCounters)
        .where(
          and(inArray(limitCounters.key, [...keys]), gt(limitCounters.expiresAt, new Date(now))),
        );
      const byKey = new Map(rows.map((row) => [row.key, toCounter(row)]));
      return keys.map((key) => byKey.get(key) ?? null);
    },

    async forget(key) {
      await db.delete(limitCounters).where(eq(limitCounters.key, key));
    },

    close: async () => {},
  };
}
