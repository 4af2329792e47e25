import { hashPassword, openSession, tables, type Db } from '@kyu/server/testing';
import { unique } from '../unique';

/**
 * Accounts straight in the database: rows with sensible defaults, overridable per test, a
 * known password, and a signed-in session without going through the login call.
 */
const { academicLevels, classes, classMembers, schools, subjects, users } = tables;

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

/** The password `createUser` gives unless told otherwise. */
export const PASSWORD = 'correct-horse-42';

// scrypt is slow on purpose; one hash per distinct password keeps a test file quick.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** A user (see makeUser) who signs in with `password`, or with none when it is null. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
) {
  const { password = PASSWORD, ...columns } = overrides;
  const passwordHash = password === null ? null : await hashOnce(password);
  return { ...(await makeUser(db, { passwordHash, ...columns })), password };
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
