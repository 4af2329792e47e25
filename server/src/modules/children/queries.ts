import { and, asc, eq, sql } from 'drizzle-orm';
import type { Child } from '@kyu/core/contract';
import type { Db, Queryable } from '../../db/client';
import { parentChildren, users } from '../../db/schema';

const CHILD = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  username: users.username,
  academic_level_id: users.academicLevelId,
  leagues_blocked: users.leaguesBlocked,
};

interface ChildRow extends Omit<Child, 'user_information'> {
  academic_level_id: number | null;
  leagues_blocked: boolean;
}

const childOf = ({ academic_level_id, leagues_blocked, ...row }: ChildRow): Child => ({
  ...row,
  user_information: { academic_level_id, leagues_blocked },
});

/** A parent's children, by first name. */
export async function listChildren(db: Queryable, parentId: number): Promise<Child[]> {
  const rows = await db
    .select(CHILD)
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.childId))
    .where(eq(parentChildren.parentId, parentId))
    .orderBy(asc(users.firstName), asc(users.id));
  return rows.map(childOf);
}

/** One of a parent's children, or undefined when that id is not theirs. */
export async function findChild(
  db: Queryable,
  parentId: number,
  childId: number,
): Promise<Child | undefined> {
  const [row] = await db
    .select(CHILD)
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.childId))
    .where(and(eq(parentChildren.parentId, parentId), eq(parentChildren.childId, childId)));
  return row && childOf(row);
}

export async function updateChild(
  db: Queryable,
  childId: number,
  patch: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, childId));
}

/** Links a child to a parent; false when they were linked already. */
export async function insertLink(db: Queryable, parentId: number, childId: number) {
  const rows = await db
    .insert(parentChildren)
    .values({ parentId, childId })
    .onConflictDoNothing()
    .returning({ childId: parentChildren.childId });
  return rows.length > 0;
}

/** A new student account; answers its id. */
export async function insertStudent(db: Queryable, row: typeof users.$inferInsert) {
  const [made] = await db.insert(users).values(row).returning({ id: users.id });
  return made!.id;
}

/** The account an e-mail belongs to, as the buy page needs it. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, userRoleId: users.userRoleId })
    .from(users)
    .where(eq(users.email, email));
  return row;
}
