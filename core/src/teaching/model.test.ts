import { describe, expect, it } from 'vitest';
import { TeacherRole, UserRole } from '../constants';
import { canManage, MANAGE_LANDING } from './model';

const teacher = (teacherRole: number | null) => ({
  user_role_id: UserRole.teacher,
  teacher_role_id: teacherRole,
});

describe('teaching: the manage pages', () => {
  it('the manage pages need teacher-role admin and default to classes', () => {
    expect(canManage(teacher(TeacherRole.admin))).toBe(true);
    expect(canManage(teacher(TeacherRole.departmentHead))).toBe(false);
    expect(canManage(teacher(TeacherRole.teacher))).toBe(false);
    expect(canManage(teacher(null))).toBe(false);
    expect(MANAGE_LANDING).toBe('/teacher/manage/classes');
  });

  it('are no other role’s, whatever teacher role it carries', () => {
    expect(canManage({ user_role_id: UserRole.admin, teacher_role_id: TeacherRole.admin })).toBe(
      false,
    );
  });
});
