import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { embedSecrets } from '../../../db/schema';

export type EmbedSecretRow = typeof embedSecrets.$inferSelect;

const ofSchool = (schoolId: number, id: number) =>
  and(eq(embedSecrets.schoolId, schoolId), eq(embedSecrets.id, id));

/** A school's secrets, newest first; a school makes a handful in its life, so no paging. */
export function listEmbedSecrets(db: Db, schoolId: number) {
  return db
    .select()
    .from(embedSecrets)
    .where(eq(embedSecrets.schoolId, schoolId))
    .orderBy(desc(embedSecrets.createdAt), desc(embedSecrets.id))
    .limit(100);
}

export async function findEmbedSecret(db: Db, schoolId: number, id: number) {
  const [row] = await db.select().from(embedSecrets).where(ofSchool(schoolId, id));
  return row;
}

export async function insertEmbedSecret(db: Db, values: typeof embedSecrets.$inferInsert) {
  const [row] = await db.insert(embedSecrets).values(values).returning();
  return row!;
}

/** Starts the grace period of the school's current secret; undefined when it is not current. */
export async function retireEmbedSecret(db: Db, schoolId: number, id: number, retiresAt: Date) {
  const [row] = await db
    .update(embedSecrets)
    .set({ retiresAt })
    .where(
      and(ofSchool(schoolId, id), isNull(embedSecrets.retiresAt), isNull(embedSecrets.revokedAt)),
    )
    .returning();
  return row;
}

/** Revokes a secret not yet revoked; undefined when there is no such one. */
export async function revokeEmbedSecret(db: Db, schoolId: number, id: number, now: Date) {
  const [row] = await db
    .update(embedSecrets)
    .set({ revokedAt: now })
    .where(and(ofSchool(schoolId, id), isNull(embedSecrets.revokedAt)))
    .returning();
  return row;
}
