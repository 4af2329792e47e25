import { and, eq } from 'drizzle-orm';
import type { Queryable } from './client';
import { parentChildren } from './schema';

/**
 * Whether `childId` is one of `parentId`'s children: what every call that lets a parent act for
 * a child (courses, subscriptions, codes, reports) checks first.
 */
export async function isParentOf(db: Queryable, parentId: number, childId: number) {
  const [row] = await db
    .select({ childId: parentChildren.childId })
    .from(parentChildren)
    .where(and(eq(parentChildren.parentId, parentId), eq(parentChildren.childId, childId)));
  return Boolean(row);
}
