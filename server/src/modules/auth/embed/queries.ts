import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { embedIdentities, embedSecrets, embedTokenUses, schools } from '../../../db/schema';

/** The secret a token's key id names, with whether its school is active. */
export async function findSecretByKid(db: Db, kid: string) {
  const [row] = await db
    .select({ secret: embedSecrets, schoolActive: schools.isActive })
    .from(embedSecrets)
    .innerJoin(schools, eq(schools.id, embedSecrets.schoolId))
    .where(eq(embedSecrets.kid, kid))
    .limit(1);
  return row;
}

/**
 * Records a token id as used. A second insert of the same id, by this server or another,
 * breaks the primary key: that is what refuses a replay.
 */
export async function insertTokenUse(
  db: Db,
  row: { schoolId: number; jti: string; expiresAt: Date },
) {
  await db.insert(embedTokenUses).values(row);
}

/** Forgets token ids whose tokens could no longer be accepted anyway. */
export async function deleteTokenUsesBefore(db: Db, before: Date) {
  await db.delete(embedTokenUses).where(lt(embedTokenUses.expiresAt, before));
}

export async function touchSecret(db: Db, id: number, now: Date) {
  await db.update(embedSecrets).set({ lastUsedAt: now }).where(eq(embedSecrets.id, id));
}

/** The Kyu account a school's user id signed in as before, if any. */
export async function findLinkedUserId(db: Db, schoolId: number, externalId: string) {
  const [row] = await db
    .select({ userId: embedIdentities.userId })
    .from(embedIdentities)
    .where(and(eq(embedIdentities.schoolId, schoolId), eq(embedIdentities.externalId, externalId)));
  return row?.userId;
}

/**
 * Links a school's user id to an account; false when either is linked already (to another), so
 * two exchanges racing to link settle on one link.
 */
export async function insertIdentityLink(
  db: Db,
  row: { schoolId: number; externalId: string; userId: number },
) {
  const linked = await db
    .insert(embedIdentities)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: embedIdentities.userId });
  return linked.length > 0;
}
