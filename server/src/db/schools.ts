import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Queryable } from './client';
import { schools } from './schema';

/**
 * Whether a school id names a school: what every admin form that takes a `school_id` checks
 * before it saves, so the answer is a 400 naming the field rather than a foreign-key error.
 */
export async function schoolExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, id));
  return Boolean(row);
}

/**
 * The active school registered under any of these host names, or null: whose site a request
 * comes from (the public chat, the course catalogue a guest sees on a school's page).
 */
export async function activeSchoolByDomain(
  db: Queryable,
  domains: string[],
): Promise<number | null> {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(inArray(schools.domainName, domains), eq(schools.isActive, true)))
    .limit(1);
  return row?.id ?? null;
}
