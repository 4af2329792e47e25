import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import { renderConsole } from '../../test/render-console';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanStores } from 'nanostores';
import type { TeacherClass } from '@kyu/core/contract';
import { $teacherClasses } from './classes-store';

const teacherClass = (over: Partial<TeacherClass> = {}): TeacherClass => ({
  id: 1,
  name: '7B Maths',
  academic_level_id: 7,
  academic_level_name: 'Year 7',
  subject_id: 2,
  subject_name: 'Mathematics',
  student_count: 28,
  ...over,
});

const signInTeacher = (teacherRole: number = TeacherRole.teacher) =>
  $user.set(makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: teacherRole }));

describe('teacher reports', () => {
  afterEach(() => {
    cleanup();
    cleanStores($teacherClasses);
    $user.set(null);
  });

  it('lists each class with its student count', async () => {
    fakeFetch(
      on('GET', '/api/v1/teachers/class', {
        body: [teacherClass(), teacherClass({ id: 2, name: '8A Science', student_count: 3 })],
      }),
    );
    signInTeacher();
    renderConsole('/teacher', '/reports');

    const row = (await screen.findByText('7B Maths')).closest('tr')!;
    expect(within(row).getByText('28')).toBeTruthy();
    expect(within(row).getByText('Year 7')).toBeTruthy();
    expect(screen.getByText('8A Science')).toBeTruthy();
  });

  it('says so when the teacher has no classes', async () => {
    fakeFetch(on('GET', '/api/v1/teachers/class', { body: [] }));
    signInTeacher();
    renderConsole('/teacher', '/reports');

    expect(await screen.findByText(/you have no classes yet/i)).toBeTruthy();
  });

  it('shows why the classes could not be loaded', async () => {
    fakeFetch(
      on('GET', '/api/v1/teachers/class', {
        status: 403,
        body: { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Teachers only.' },
      }),
    );
    signInTeacher();
    renderConsole('/teacher', '/reports');

    expect(await screen.findByText('Teachers only.')).toBeTruthy();
  });

  it('opens the classes page under Manage for a teacher-admin', async () => {
    fakeFetch(on('GET', '/api/v1/teachers/class', { body: [teacherClass()] }));
    signInTeacher(TeacherRole.admin);
    renderConsole('/teacher', '/manage');

    expect(await screen.findByText('7B Maths')).toBeTruthy();
  });

  it('refuses the classes page to a plain teacher', async () => {
    fakeFetch(on('GET', '/api/v1/teachers/class', { body: [teacherClass()] }));
    signInTeacher();
    renderConsole('/teacher', '/manage/classes');

    expect(await screen.findByText(/for your school's teacher-admins/i)).toBeTruthy();
    expect(screen.queryByText('7B Maths')).toBeNull();
  });
});
