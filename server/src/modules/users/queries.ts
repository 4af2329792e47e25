import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { academicLevels, subjects, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

const onboardingOf = preparedOn((db) =>
  db
    .select({ onboarding: users.onboarding })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_onboarding'),
);

/** A user's stored onboarding answers, or undefined when there is no such user. */
export async function findOnboarding(db: Db, id: number) {
  const [row] = await onboardingOf(db).execute({ id });
  return row?.onboarding;
}

/** Changes a user's columns and answers the updated row. */
export async function updateUser(
  db: Db,
  id: number,
  patch: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Whether another account than `exceptId` already uses this (lower-cased) e-mail. */
export async function emailInUse(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email))
    .limit(1);
  return Boolean(row);
}

/** Whether an account uses the e-mail, within one school when `schoolId` is given. */
export async function emailInSchool(db: Db, email: string, schoolId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      schoolId === undefined
        ? eq(users.email, email)
        : and(eq(users.email, email), eq(users.schoolId, schoolId)),
    )
    .limit(1);
  return Boolean(row);
}

export async function existingLevelIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: academicLevels.id })
    .from(academicLevels)
    .where(inArray(academicLevels.id, ids));
  return rows.map((r) => r.id);
}

export async function existingSubjectIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, ids));
  return rows.map((r) => r.id);
}
