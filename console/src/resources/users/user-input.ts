import { UserRole } from '@kyu/core';
import type { AdminUser, AdminUserUpdate } from '@kyu/core/contract';

/** The fields an admin may change, as the API takes them; only teachers keep a teacher role. */
export const toUserUpdate = (data: Partial<AdminUser>): AdminUserUpdate => ({
  ...(data.first_name === undefined ? {} : { first_name: data.first_name.trim() }),
  ...(data.last_name === undefined ? {} : { last_name: data.last_name.trim() }),
  ...(data.is_active === undefined ? {} : { is_active: data.is_active }),
  ...(data.user_role_id === undefined ? {} : { user_role_id: data.user_role_id }),
  ...(data.user_role_id === undefined
    ? {}
    : {
        teacher_role_id:
          data.user_role_id === UserRole.teacher ? (data.teacher_role_id ?? null) : null,
      }),
  ...(data.school_id === undefined ? {} : { school_id: data.school_id ?? null }),
});
