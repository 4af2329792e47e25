import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import { RoleGate } from './role-gate';
import { mountFor } from '../mounts';
import { makeSuperAdmin } from '@kyu/test-support/data';

const admin = mountFor('/admin')!;

const renderGate = () => {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  render(
    <RoleGate mount={admin}>
      <p>Admin console</p>
    </RoleGate>,
  );
  return assign;
};

describe('RoleGate', () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('shows the console to an admin', () => {
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    const assign = renderGate();
    expect(screen.getByText('Admin console')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the console to nobody signed in, so react-admin can ask them to sign in', () => {
    renderGate();
    expect(screen.getByText('Admin console')).toBeTruthy();
  });

  it('sends a student who opens /admin to their dashboard', () => {
    $user.set(makeSuperAdmin({ user_role_id: UserRole.student }));
    const assign = renderGate();
    expect(screen.queryByText('Admin console')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/student/dashboard');
  });

  it('sends a teacher who opens /admin to the teacher reports', () => {
    $user.set(
      makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: TeacherRole.teacher }),
    );
    const assign = renderGate();
    expect(assign).toHaveBeenCalledWith('/teacher/reports');
  });
});
