import { and, desc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { practiceDays, users } from '../../../db/schema';

/** The days a student practised, newest first. */
export async function practiceDaysOf(db: Queryable, userId: number) {
  const rows = await db
    .select({ day: practiceDays.day })
    .from(practiceDays)
    .where(eq(practiceDays.userId, userId))
    .orderBy(desc(practiceDays.day));
  return rows.map((r) => r.day);
}

/** Stores a student's time zone, writing only when it changed. */
export async function setTimeZone(db: Queryable, userId: number, zone: string) {
  await db
    .update(users)
    .set({ timeZone: zone })
    .where(and(eq(users.id, userId), ne(users.timeZone, zone)));
}

export async function timeZoneOf(db: Queryable, userId: number) {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.timeZone;
}
