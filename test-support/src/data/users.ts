import { UserRole, type UserRoleId } from '@kyu/core/constants';
import type { AdminUser, SessionUser } from '@kyu/core/contract';

let nextId = 1;

/** A signed-in user as the session call answers it; a student unless the test says otherwise. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const id = nextId++;
  return {
    id,
    access_token: `token-${id}`,
    username: `user${id}`,
    user_role_id: UserRole.student,
    teacher_role_id: null,
    school_id: 1,
    school_flags: { learning_path_disabled: false },
    flag: { has_agreed_policy: true },
    last_logged_in: '2026-01-05T09:00:00.000Z',
    email: `user${id}@example.com`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    profile_pic_url: null,
    ...overrides,
  };
}

/** A signed-in user of the given role id. */
export const userWithRole = (role: UserRoleId, overrides: Partial<SessionUser> = {}) =>
  makeSessionUser({ user_role_id: role, ...overrides });

/** A signed-in super admin of no school, as the console's tests start. */
export const makeSuperAdmin = (overrides: Partial<SessionUser> = {}): SessionUser =>
  makeSessionUser({
    id: 1,
    access_token: 'token-1',
    username: 'ada',
    user_role_id: UserRole.admin,
    school_id: null,
    last_logged_in: '2026-01-02T09:00:00.000Z',
    email: 'ada@example.org',
    ...overrides,
  });

/** A user as the admin list shows one: a student of school 7. */
export const makeAdminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 11,
  email: 'sam@example.org',
  username: 'sam',
  first_name: 'Sam',
  last_name: 'Rivera',
  user_role_id: UserRole.student,
  teacher_role_id: null,
  school_id: 7,
  is_active: true,
  last_logged_in: null,
  created_at: '2026-01-03T00:00:00.000Z',
  ...overrides,
});
