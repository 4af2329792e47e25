import { desc, eq } from 'drizzle-orm';
import type { Streaks } from '@kyu/core/contract';
import { practiceDays } from '../../db/schema';
import type { Queryable } from '../documents/queries';
import { dayBefore } from './time-zone';

/** Notes that a student finished practice on `day` (their calendar day); once a day is enough. */
export async function recordPracticeDay(db: Queryable, userId: number, day: string) {
  await db.insert(practiceDays).values({ userId, day }).onConflictDoNothing();
}

/**
 * The run of consecutive practice days ending today, or yesterday when today has no practice
 * yet (the streak is still alive until the day ends); `active` says today already counts.
 */
export function streakOf(days: string[], today: string): Streaks {
  const practised = new Set(days);
  const active = practised.has(today);
  let day = active ? today : dayBefore(today);
  let run = 0;
  while (practised.has(day)) {
    run += 1;
    day = dayBefore(day);
  }
  return { active, days: run };
}

export async function streaksOf(db: Queryable, userId: number, today: string) {
  const rows = await db
    .select({ day: practiceDays.day })
    .from(practiceDays)
    .where(eq(practiceDays.userId, userId))
    .orderBy(desc(practiceDays.day));
  return streakOf(
    rows.map((r) => r.day),
    today,
  );
}
