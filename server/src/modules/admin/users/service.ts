import { TeacherRole, UserRole, type AdminUser, type AdminUserUpdate } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { schoolExists } from '../../../db/schools';
import { badRequest, forbidden, notFound, refused } from '../../../lib/problem';
import { closeAllSessions } from '../../sessions/service';
import { findUser, updateUser as saveUser, type UserRow } from '../../users/service';
import type { ParsedList } from '../../../lib/list-query';
import { isSuperAdmin, type AdminScope } from '../../../lib/admin-scope';
import * as q from './queries';

export const userJson = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  first_name: row.firstName,
  last_name: row.lastName,
  user_role_id: row.userRoleId,
  teacher_role_id: row.teacherRoleId,
  school_id: row.schoolId,
  is_active: row.isActive,
  last_logged_in: row.lastLoggedIn?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function listUsers(
  db: Db,
  scope: AdminScope,
  list: ParsedList<q.UserSort, q.UserFilter>,
) {
  const page = await q.listUsers(db, list, scope.schoolId);
  return { rows: page.rows.map(userJson), total: page.total };
}

/** A user the admin may see; users of other schools are answered as missing. */
async function visibleUser(db: Db, scope: AdminScope, id: number) {
  const row = await findUser(db, id);
  if (!row || (!isSuperAdmin(scope) && row.schoolId !== scope.schoolId))
    throw notFound('No such user.');
  return row;
}

export const getUser = async (db: Db, scope: AdminScope, id: number) =>
  userJson(await visibleUser(db, scope, id));

/** The school the user will belong to, checked against what this admin may assign. */
async function targetSchool(db: Db, scope: AdminScope, current: UserRow, input: AdminUserUpdate) {
  if (input.school_id === undefined || input.school_id === current.schoolId)
    return current.schoolId;
  if (!isSuperAdmin(scope))
    throw forbidden('A school administrator cannot move users to another school.');
  if (input.school_id !== null && !(await schoolExists(db, input.school_id))) {
    throw badRequest('school_id is not a known school.', { school_id: ['is not a known school'] });
  }
  return input.school_id;
}

/**
 * Changes a user's names, role, school or activation. Teacher sub-roles belong to teachers only
 * (a new teacher starts as a plain teacher); an admin cannot lock themselves out; deactivating
 * a user signs them out everywhere at once.
 */
export async function updateUser(db: Db, scope: AdminScope, id: number, input: AdminUserUpdate) {
  const current = await visibleUser(db, scope, id);
  const schoolId = await targetSchool(db, scope, current, input);
  const roleId = input.user_role_id ?? current.userRoleId;
  const isActive = input.is_active ?? current.isActive;
  if (
    id === scope.userId &&
    (!isActive || roleId !== UserRole.admin || schoolId !== current.schoolId)
  ) {
    throw refused(
      'You cannot deactivate yourself, change your own role or move your own account.',
      'self-lockout',
    );
  }
  const teacherRoleId =
    roleId !== UserRole.teacher
      ? null
      : (input.teacher_role_id ?? current.teacherRoleId ?? TeacherRole.teacher);

  const row = await saveUser(db, id, {
    ...(input.first_name !== undefined ? { firstName: input.first_name.trim() } : {}),
    ...(input.last_name !== undefined ? { lastName: input.last_name.trim() } : {}),
    userRoleId: roleId,
    teacherRoleId,
    schoolId,
    isActive,
  });
  if (current.isActive && !isActive) await closeAllSessions(db, id);
  return userJson(row);
}
