import { and, desc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { practiceDays, users } from '../../../db/schema';

/** Notes that a student practised on `day` (their calendar day); once a day is enough. */
export async function insertPracticeDay(db: Queryable, userId: number, day: string) {
  await db.insert(practiceDays).values({ userId, day }).onConflictDoNothing();
}

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
