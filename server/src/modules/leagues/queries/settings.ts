import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema';
import { pseudonymSql } from './board';

/** A student's play settings; undefined for a missing user. */
export async function playSettings(db: Queryable, userId: number) {
  const result = await db.execute<{
    theme_id: number;
    league_visible: boolean;
    leagues_blocked: boolean;
    pseudonym: string;
  }>(sql`
    select u.theme_id, u.league_visible, u.leagues_blocked, ${pseudonymSql} as pseudonym
    from ${users} u where u.id = ${userId}`);
  return result.rows[0];
}

/** Changes what the student chose. */
export async function updatePlaySettings(
  db: Queryable,
  userId: number,
  patch: { themeId?: number; leagueVisible?: boolean; pseudonym?: string },
) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
