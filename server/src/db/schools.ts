import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { schools } from './schema';

/**
 * Whether a school id names a school: what every admin form that takes a `school_id` checks
 * before it saves, so the answer is a 400 naming the field rather than a foreign-key error.
 */
export async function schoolExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, id));
  return Boolean(row);
}
