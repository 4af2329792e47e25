import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { classMembers, classes } from '../../db/schema';

export type ClassRow = typeof classes.$inferSelect;

/** An active class by id. */
export async function findActiveClass(db: Queryable, classId: number) {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.isActive, true)));
  return row;
}

export async function isClassMember(db: Queryable, classId: number, userId: number) {
  const [row] = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
  return Boolean(row);
}
