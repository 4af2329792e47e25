import { count, eq } from 'drizzle-orm';
import { DEMO_EMBED_KID, DEMO_EMBED_SECRET } from '@kyu/core/contract';
import type { Db } from './client';
import { embedSecrets, schools } from './schema';
import { DEMO_SCHOOL } from './seed-data';

/**
 * Gives the demo school its well-known embed key, so a sample school page can sign a pupil
 * in (README, "Signed embeds"). Only a demo school that never had a key gets it: one revoked
 * in the console stays revoked. A real school's keys are made in the console, never here.
 */
export async function seedDemoEmbedKey(db: Db) {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.domainName, DEMO_SCHOOL.domainName));
  if (!school) return;
  const [keys] = await db
    .select({ n: count() })
    .from(embedSecrets)
    .where(eq(embedSecrets.schoolId, school.id));
  if (keys?.n) return;
  await db
    .insert(embedSecrets)
    .values({ schoolId: school.id, kid: DEMO_EMBED_KID, secret: DEMO_EMBED_SECRET })
    .onConflictDoNothing();
}
