import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '@kyu/core/contract';
import { tables, type Db } from '@kyu/server/testing';

const { activationBatches, activationCodeCourses, activationCodes } = tables;

/** A fresh code in the stored form (`ABCD-EFGH-JKMN`), random so tests never collide. */
export function newActivationCode(): string {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/**
 * An activation code in a batch of its own, unlocking `courseIds`; unused and with no expiry
 * unless the test says otherwise.
 */
export async function makeActivationCode(
  db: Db,
  opts: { courseIds: number[]; batchName?: string } & Partial<typeof activationCodes.$inferInsert>,
) {
  const { courseIds, batchName = 'Test batch', ...overrides } = opts;
  const [batch] = await db
    .insert(activationBatches)
    .values({ name: batchName, count: 1, schoolId: overrides.schoolId ?? null })
    .returning();
  const [code] = await db
    .insert(activationCodes)
    .values({ code: newActivationCode(), batchId: batch!.id, ...overrides })
    .returning();
  if (courseIds.length) {
    await db
      .insert(activationCodeCourses)
      .values(courseIds.map((courseId) => ({ codeId: code!.id, courseId })));
  }
  return code!;
}
