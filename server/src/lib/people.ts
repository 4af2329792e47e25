import type { DirectoryPerson } from '@kyu/core/contract';
import { users } from '../db/schema';

/** The columns of a person as the teacher directory and class lists show them. */
export const personColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  user_role_id: users.userRoleId,
  teacher_role_id: users.teacherRoleId,
  academic_level_id: users.academicLevelId,
  is_active: users.isActive,
  last_logged_in: users.lastLoggedIn,
  created_at: users.createdAt,
};

/** A row of `personColumns` as the wire carries it: times as ISO text. */
export const toPerson = (
  row: Omit<DirectoryPerson, 'last_logged_in' | 'created_at'> & {
    last_logged_in: Date | null;
    created_at: Date;
  },
): DirectoryPerson => ({
  ...row,
  last_logged_in: row.last_logged_in?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});
