import { tables, type Db } from '@kyu/server/testing';
import { makeUser, signedIn } from './accounts';

const { parentChildren } = tables;

/** Families for the parent side's tests: parents and the children linked to them. */

/** Links a child to a parent, as the seed and a linked account do. */
export async function linkChild(db: Db, parentId: number, childId: number) {
  await db.insert(parentChildren).values({ parentId, childId });
}

/** A signed-in parent with one student child linked (overridable), in the same school. */
export async function makeFamily(
  db: Db,
  opts: { schoolId?: number | null; child?: Partial<typeof tables.users.$inferInsert> } = {},
) {
  const schoolId = opts.schoolId ?? null;
  const parent = await signedIn(db, { userRoleId: 6, schoolId });
  const child = await makeUser(db, { userRoleId: 1, schoolId, ...opts.child });
  await linkChild(db, parent.user.id, child.id);
  return { parent, child };
}
