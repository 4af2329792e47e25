import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import type { ClassPeople, DirectoryPerson, TeacherClass } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';

const LOADED = { timeout: 8000 };

const klass = (over: Partial<TeacherClass> = {}): TeacherClass => ({
  id: 1,
  name: '7B Maths',
  academic_level_id: 7,
  academic_level_name: 'Year 7',
  subject_id: 2,
  subject_name: 'Mathematics',
  student_count: 1,
  ...over,
});

const mia: DirectoryPerson = {
  id: 41,
  username: 'mia.tan',
  email: 'mia@example.com',
  first_name: 'Mia',
  last_name: 'Tan',
  user_role_id: UserRole.student,
  teacher_role_id: null,
  academic_level_id: 7,
  is_active: true,
  last_logged_in: null,
  created_at: '2026-01-05T09:00:00.000Z',
};

const people = (students: DirectoryPerson[]): { body: ClassPeople } => ({
  body: { class_id: 1, students, teachers: [] },
});

const open = () => {
  fakeFetch(
    on('GET', '/api/v1/teachers/class', { body: [klass(), klass({ id: 2, name: '8A Maths' })] }),
    on('GET', '/api/v1/teachers/class/1', people([mia])),
    on('GET', '/api/v1/teachers/class/2', people([])),
  );
  $user.set(
    makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: TeacherRole.teacher }),
  );
  renderConsole('/teacher', '/students');
};

/** A phone's window: MUI's `down('md')` query matches. */
const asPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));

describe('teacher console: my students', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    $user.set(null);
  });

  it('lists each class’s students in a Datagrid on a wide screen, the name opening their report', async () => {
    open();
    const section = await screen.findByRole('region', { name: '7B Maths' }, LOADED);
    const table = await within(section).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Student', 'Username', 'Email', 'Last signed in']);
    const link = within(table).getByRole('link', { name: 'Mia Tan' });
    expect(link.getAttribute('href')).toBe('/students/41/class/1/reports');
    expect(within(table).getByText('Not yet')).toBeTruthy();
    const other = screen.getByRole('region', { name: '8A Maths' });
    expect(await within(other).findByText('No students in this class yet.')).toBeTruthy();
  });

  it('shows a SimpleList on a phone, each row opening the report', async () => {
    asPhone();
    open();
    const section = await screen.findByRole('region', { name: '7B Maths' }, LOADED);
    const row = await within(section).findByRole('button', { name: /Mia Tan/ });
    expect(row.textContent).toContain('mia.tan · not signed in yet');
    expect(within(section).queryByRole('table')).toBeNull();
    fireEvent.click(row);
    // The row opens Mia's report in that class.
    await waitFor(() => expect(screen.queryByRole('region', { name: '7B Maths' })).toBeNull());
  });
});
