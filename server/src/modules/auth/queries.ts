import { and, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens, schools, signingKeys, users } from '../../db/schema';

export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

const authUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  userRoleId: users.userRoleId,
  teacherRoleId: users.teacherRoleId,
  schoolId: users.schoolId,
  isActive: users.isActive,
  hasAgreedPolicy: users.hasAgreedPolicy,
  lastLoggedIn: users.lastLoggedIn,
  profilePicUrl: users.profilePicUrl,
  googleSub: users.googleSub,
  appleSub: users.appleSub,
  learningPathDisabled: schools.learningPathDisabled,
};

/** A user with what signing in needs to know about them and their school. */
export type AuthUser = NonNullable<Awaited<ReturnType<typeof findUser>>>;

async function findUser(db: Db, where: SQL) {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(where)
    .limit(1);
  return row;
}

export const findUserById = (db: Db, id: number) => findUser(db, eq(users.id, id));

/** E-mails are stored lower-case, so the look-up is exact. */
export const findUserByEmail = (db: Db, email: string) => findUser(db, eq(users.email, email));

/** Usernames match whatever their case, as people type them. */
export const findUserByUsername = (db: Db, username: string) =>
  findUser(db, sql`lower(${users.username}) = ${username.toLowerCase()}`);

export const findUserBySubject = (db: Db, provider: 'google' | 'apple', sub: string) =>
  findUser(db, eq(provider === 'google' ? users.googleSub : users.appleSub, sub));

export async function insertUser(db: Db, row: typeof users.$inferInsert) {
  const [created] = await db.insert(users).values(row).returning({ id: users.id });
  return created!.id;
}

/** Which of these usernames are taken, compared without case. */
export async function takenUsernames(db: Db, candidates: string[]) {
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, candidates));
  return new Set(rows.map((r) => r.username));
}

export async function updateUser(
  db: Db,
  userId: number,
  values: Partial<
    Pick<typeof users.$inferInsert, 'lastLoggedIn' | 'passwordHash' | 'googleSub' | 'appleSub'>
  >,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function insertOneTimeToken(db: Db, row: typeof oneTimeTokens.$inferInsert) {
  await db.insert(oneTimeTokens).values(row);
}

/** Drops a user's tokens that expired before `before`; they can only ever answer 404 now. */
export async function deleteExpiredOneTimeTokens(db: Db, userId: number, before: Date) {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), lt(oneTimeTokens.expiresAt, before)));
}

export async function findOneTimeToken(db: Db, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks a token used if it is still unused and unexpired; one statement, so only one caller wins. */
export async function consumeOneTimeToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function countTokensSince(db: Db, email: string, purpose: TokenPurpose, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.email, email),
        eq(oneTimeTokens.purpose, purpose),
        gte(oneTimeTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The active school registered under this domain, normalised (lib/domains.ts): one at most. */
export async function findSchoolByDomain(db: Db, domain: string) {
  const [row] = await db
    .select()
    .from(schools)
    .where(and(eq(schools.domainName, domain), eq(schools.isActive, true)));
  return row;
}

/** The secret named `name`, made by `make` and stored when there is none; every process gets the same one. */
export async function ensureSigningKey(db: Db, name: string, make: () => string) {
  await db.insert(signingKeys).values({ name, secret: make() }).onConflictDoNothing();
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, name));
  return row!.secret;
}
