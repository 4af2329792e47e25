import { randomUUID } from 'node:crypto';
import { tables, type Db } from '@kyu/server/testing';
import type { EmbedKey } from '../embed-tokens';

/** A school's embed key straight in the database; `retiresAt`, `revokedAt` to age it. */
export async function makeEmbedKey(
  db: Db,
  schoolId: number,
  overrides: Partial<typeof tables.embedSecrets.$inferInsert> = {},
): Promise<EmbedKey & { id: number }> {
  const [row] = await db
    .insert(tables.embedSecrets)
    .values({
      schoolId,
      kid: `kid-${randomUUID()}`,
      secret: `secret-${randomUUID()}-${randomUUID()}`,
      ...overrides,
    })
    .returning();
  return { id: row!.id, kid: row!.kid, secret: row!.secret };
}
