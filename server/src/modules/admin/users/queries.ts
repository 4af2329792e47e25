import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { ParsedList } from '../../../lib/list-query';
import { matchFlag, matchIds, orderBy, searchAny } from '../../../lib/sql-helpers';

export type UserSort =
  | 'id'
  | 'email'
  | 'username'
  | 'first_name'
  | 'last_name'
  | 'user_role_id'
  | 'teacher_role_id'
  | 'school_id'
  | 'is_active'
  | 'last_logged_in'
  | 'created_at';
export type UserFilter =
  'q' | 'id' | 'user_role_id' | 'teacher_role_id' | 'school_id' | 'is_active';

const SORT_COLUMNS = {
  id: users.id,
  email: users.email,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  user_role_id: users.userRoleId,
  teacher_role_id: users.teacherRoleId,
  school_id: users.schoolId,
  is_active: users.isActive,
  last_logged_in: users.lastLoggedIn,
  created_at: users.createdAt,
} as const;

/** One page of users and the total matching, limited to one school's users when `onlySchoolId` is set. */
export async function listUsers(
  db: Db,
  list: ParsedList<UserSort, UserFilter>,
  onlySchoolId: number | null,
) {
  const f = list.filter;
  const where = and(
    onlySchoolId === null ? undefined : eq(users.schoolId, onlySchoolId),
    searchAny(f.q, [
      users.firstName,
      users.lastName,
      users.email,
      users.username,
      sql`${users.firstName} || ' ' || ${users.lastName}`,
    ]),
    matchIds(users.id, f.id),
    matchIds(users.userRoleId, f.user_role_id),
    matchIds(users.teacherRoleId, f.teacher_role_id),
    matchIds(users.schoolId, f.school_id),
    matchFlag(users.isActive, f.is_active),
  );
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...orderBy(SORT_COLUMNS[list.sort.field], list.sort.order, users.id))
    .offset(list.range.start)
    .limit(list.range.end - list.range.start + 1);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}
