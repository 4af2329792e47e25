import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import { renderConsole } from '../test/render-console';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';

const teacher = (teacherRole: number) =>
  makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: teacherRole });

describe('the console menu', () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('has no Manage entry for a plain teacher', async () => {
    fakeFetch(on('GET', '/api/v1/teachers/class', { body: [] }));
    $user.set(teacher(TeacherRole.teacher));
    renderConsole('/teacher', '/reports');

    expect(await screen.findByRole('menuitem', { name: /reports/i })).toBeTruthy();
    expect(screen.queryByText('Manage')).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /classes/i })).toBeNull();
  });

  it('offers Manage › Classes to a teacher-admin', async () => {
    fakeFetch(on('GET', '/api/v1/teachers/class', { body: [] }));
    $user.set(teacher(TeacherRole.admin));
    renderConsole('/teacher', '/reports');

    expect(await screen.findByRole('menuitem', { name: /classes/i })).toBeTruthy();
    expect(screen.getByText('Manage')).toBeTruthy();
  });

  it('shows RAG management, Schools, Users, lessons, the question pages, reports and prompts to an admin', async () => {
    fakeFetch(
      on('GET', /^\/api\/v1\/admin\/(schools|users)\?/, {
        body: [],
        headers: { 'Content-Range': 'items 0-0/0' },
      }),
    );
    $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
    renderConsole('/admin', '/rag-management');

    expect(await screen.findByRole('menuitem', { name: /rag management/i })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /schools/i })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /users/i })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /question import/i })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /reported questions/i })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /question checker/i })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /needs attention/i })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /^statistics$/i })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /^feedback$/i })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /^prompts$/i })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /^lessons$/i })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /^manage lessons$/i })).toBeTruthy();
  });
});
