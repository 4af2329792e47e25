import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetReports } from '@kyu/core/reports';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import { renderConsole } from '../../test/render-console';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanStores } from 'nanostores';
import type { TeacherClass } from '@kyu/core/contract';
import { $teacherClasses } from './classes-store';
import { classReport, studentReport } from './reports/test-reports';

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
    resetReports();
    $user.set(null);
  });

  const REPORT = /^\/api\/v1\/classes\/1\/report(\?|$)/;

  it('shows the first class against its school, its topics and the questions most missed', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/teachers/class', {
        body: [teacherClass(), teacherClass({ id: 2, name: '8A Science', student_count: 3 })],
      }),
      on('GET', REPORT, { body: classReport() }),
    );
    signInTeacher();
    renderConsole('/teacher', '/reports');

    const comparison = await screen.findByRole(
      'table',
      { name: 'Class against school average' },
      { timeout: 5000 },
    );
    const week = within(comparison).getByText('23 Feb 2026').closest('tr')!;
    expect(within(week).getByText('80%')).toBeTruthy();
    expect(within(week).getByText('65%')).toBeTruthy();
    expect(screen.getByText(/least mastered: fractions at 40%/i)).toBeTruthy();
    const missed = screen.getByRole('list', { name: 'Students who got it wrong' });
    expect(within(missed).getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe(
      '/students/11/class/1/reports',
    );
    expect(screen.getByText(/add 1\/3 and 1\/4/i)).toBeTruthy();
    expect(seen.some((r) => /\/classes\/1\/report\?start=/.test(r.url))).toBe(true);
  });

  it('asks the server to regenerate the report when the teacher says so', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/teachers/class', { body: [teacherClass()] }),
      on('GET', REPORT, { body: classReport() }),
    );
    signInTeacher();
    renderConsole('/teacher', '/reports');

    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(seen.some((r) => r.url.endsWith('regenerate=true'))).toBe(true));
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

  it("shows a student's score, topics, worksheets with marks and lessons", async () => {
    fakeFetch(on('GET', /^\/api\/v1\/classes\/1\/students\/11\/report/, { body: studentReport() }));
    signInTeacher();
    renderConsole('/teacher', '/students/11/class/1/reports');

    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Score over time' })).toBeTruthy();
    const sheet = screen.getByText('Fractions drill').closest('tr')!;
    expect(within(sheet).getByText('7 / 10')).toBeTruthy();
    expect(screen.getByText(/fractions lesson: 1 of 3 items done/i)).toBeTruthy();
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
