import { eq, and, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/problem';

/** Whether `zone` is an IANA time zone this runtime knows ("Europe/London", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) that `at` falls on in `zone`. */
export function dayIn(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The zone a student's days are counted in. A valid `X-Time-Zone` header (the browser's zone)
 * replaces the stored one, so a student who travels keeps counting days where they are; an
 * invalid one is refused rather than silently ignored.
 */
export async function zoneOf(db: Db, userId: number, header: string | undefined) {
  if (header !== undefined) {
    if (!isTimeZone(header)) {
      throw badRequest('X-Time-Zone is not a known time zone.', {
        'x-time-zone': ['must be an IANA time zone such as Europe/London'],
      });
    }
    await db
      .update(users)
      .set({ timeZone: header })
      .where(and(eq(users.id, userId), ne(users.timeZone, header)));
    return header;
  }
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}
