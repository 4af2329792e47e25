import { describe, expect, it } from 'vitest';
import { TeacherRole, UserRole } from '@kyu/core';
import { makeAdminUser } from '@kyu/test-support/data';
import { toUserUpdate } from './user-input';

describe('toUserUpdate', () => {
  it('sends only the fields an admin may change', () => {
    expect(Object.keys(toUserUpdate(makeAdminUser())).sort()).toEqual(
      [
        'first_name',
        'is_active',
        'last_name',
        'school_id',
        'teacher_role_id',
        'user_role_id',
      ].sort(),
    );
  });

  it('clears the teacher role of a user who is no longer a teacher', () => {
    const update = toUserUpdate(
      makeAdminUser({ user_role_id: UserRole.parent, teacher_role_id: TeacherRole.admin }),
    );
    expect(update.teacher_role_id).toBeNull();
  });

  it('keeps the teacher role of a teacher', () => {
    const update = toUserUpdate(
      makeAdminUser({
        user_role_id: UserRole.teacher,
        teacher_role_id: TeacherRole.departmentHead,
      }),
    );
    expect(update.teacher_role_id).toBe(TeacherRole.departmentHead);
  });
});
