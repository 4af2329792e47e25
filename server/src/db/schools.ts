import { and, eq } from 'drizzle-orm';
import { normaliseDomain } from '../lib/domains';
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
 * The id of the active school whose registered domain a host is, or null: how every caller finds
 * a school by its site (CORS, checkout return pages, the public chat, the catalogue a guest sees
 * on a school's page). The host is normalised as stored domains are (lib/domains.ts), so a Host
 * header, an Origin or a typed domain in any form finds the one school the unique index allows.
 */
export async function activeSchoolByDomain(db: Queryable, host: string): Promise<number | null> {
  const domain = normaliseDomain(host);
  if (!domain) return null;
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.domainName, domain), eq(schools.isActive, true)));
  return row?.id ?? null;
}
