import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { academicLevels, classes, classMembers, schools, subjects, users } from '../db/schema';
import { openSession } from '../modules/sessions/service';

/**
 * Small factories for tests outside auth: rows with sensible defaults, overridable per test,
 * and a signed-in session without going through the login call.
 */
const unique = () => randomBytes(4).toString('hex');

export type UserRow = typeof users.$inferSelect;

export async function makeSchool(db: Db, overrides: Partial<typeof schools.$inferInsert> = {}) {
  const [row] = await db
    .insert(schools)
    .values({ schoolName: `School ${unique()}`, ...overrides })
    .returning();
  return row!;
}

export async function makeUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${id}@example.com`,
      username: `user-${id}`,
      firstName: 'Test',
      lastName: `User ${id}`,
      userRoleId: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A user with a live session: `headers` carries their Bearer token. */
export async function signedIn(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await makeUser(db, overrides);
  const token = await openSession(db, user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

export async function makeClass(
  db: Db,
  opts: {
    schoolId: number;
    name?: string;
    memberIds?: number[];
    levelName?: string;
    subjectName?: string;
  },
) {
  // Upserts so that tests may share a level or subject by name.
  const levelName = opts.levelName ?? `Level ${unique()}`;
  const subjectName = opts.subjectName ?? `Subject ${unique()}`;
  const [level] = await db
    .insert(academicLevels)
    .values({ name: levelName })
    .onConflictDoUpdate({ target: academicLevels.name, set: { name: levelName } })
    .returning();
  const [subject] = await db
    .insert(subjects)
    .values({ name: subjectName })
    .onConflictDoUpdate({ target: subjects.name, set: { name: subjectName } })
    .returning();
  const [row] = await db
    .insert(classes)
    .values({
      name: opts.name ?? `Class ${unique()}`,
      schoolId: opts.schoolId,
      academicLevelId: level!.id,
      subjectId: subject!.id,
    })
    .returning();
  if (opts.memberIds?.length) {
    await db
      .insert(classMembers)
      .values(opts.memberIds.map((userId) => ({ classId: row!.id, userId })));
  }
  return { ...row!, levelName: level!.name, subjectName: subject!.name };
}
