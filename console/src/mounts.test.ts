import { describe, expect, it } from 'vitest';
import { roleHome, UserRole } from '@kyu/core';
import { userWithRole } from '@kyu/test-support/data';
import { admits, mountFor } from './mounts';

describe('mountFor', () => {
  it('picks the admin console for /admin and anything under it', () => {
    expect(mountFor('/admin')?.basename).toBe('/admin');
    expect(mountFor('/admin/schools/3')?.basename).toBe('/admin');
  });

  it('picks the teacher console for /teacher paths', () => {
    expect(mountFor('/teacher/manage/classes')?.key).toBe('teacher');
  });

  it('picks the curriculum console for /assessments', () => {
    expect(mountFor('/assessments')?.key).toBe('curriculum');
  });

  it('returns null for paths that only share a prefix', () => {
    expect(mountFor('/administrator')).toBeNull();
    expect(mountFor('/student/dashboard')).toBeNull();
  });
});

describe('admits', () => {
  it('admits both curriculum roles to the assessments console', () => {
    const curriculum = mountFor('/assessments')!;
    expect(admits(curriculum, UserRole.curriculum)).toBe(true);
    expect(admits(curriculum, UserRole.curriculumGuest)).toBe(true);
    expect(admits(curriculum, UserRole.teacher)).toBe(false);
  });
});

describe('landing', () => {
  it("opens the admin console on its needs-attention home, where an admin's sign-in lands", () => {
    const admin = mountFor('/admin')!;
    expect(admin.landing).toBe('/admin');
    expect(roleHome(userWithRole(UserRole.admin))).toBe(admin.landing);
  });
});
