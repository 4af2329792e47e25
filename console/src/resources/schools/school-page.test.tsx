import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { ClassSummary } from '@kyu/core/contract';
import { renderConsole } from '../../test/render-console';
import { makeAdminSchool, makeAdminUser, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';

const klass = (over: Partial<ClassSummary> = {}): ClassSummary => ({
  id: 3,
  name: 'P5 Maths',
  academic_level_id: 5,
  academic_level_name: 'Primary 5',
  subject_id: 1,
  subject_name: 'Mathematics',
  student_count: 24,
  teacher_count: 2,
  created_at: '2026-01-05T00:00:00.000Z',
  ...over,
});

const school = on('GET', '/api/v1/admin/schools/7', { body: makeAdminSchool() });
const saved = (r: SeenRequest) => ({
  body: { ...makeAdminSchool(), ...JSON.parse(String(r.body)) },
});

const open = (path: string, schoolId: number | null = null) => {
  $user.set(makeSuperAdmin({ user_role_id: UserRole.admin, school_id: schoolId }));
  renderConsole('/admin', path);
};

describe("a school's page", () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('deactivates the school after a confirmation and then says it is inactive', async () => {
    const seen = fakeFetch(school, on('PUT', '/api/v1/admin/schools/7', saved));
    open('/schools/7');

    expect(await screen.findByText(/^Active: its domain shows/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate school' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deactivate Hillside High?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText(/^Inactive: its domain no longer shows/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Activate school' })).toBeTruthy();
    const put = seen.filter((r) => r.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(JSON.parse(String(put[0]!.body))).toMatchObject({
      is_active: false,
      school_name: 'Hillside High',
    });
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const seen = fakeFetch(school);
    open('/schools/7');

    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate school' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /cancel/i }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("tells a school's own admin the state without offering to change it", async () => {
    fakeFetch(school);
    open('/schools/7', 7);

    expect(await screen.findByText(/^Active: its domain shows/)).toBeTruthy();
    expect(
      screen.getByText('Only a Kyu administrator can activate or deactivate a school.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate school' })).toBeNull();
  });

  it("lists the school's classes with their students and teachers counted", async () => {
    fakeFetch(
      school,
      on('GET', '/api/v1/admin/schools/7/classes', {
        body: [klass(), klass({ id: 4, name: 'P6 Science', subject_name: 'Science' })],
      }),
    );
    open('/schools/7/classes');

    const row = (await screen.findByText('P5 Maths')).closest('tr')!;
    expect(within(row).getByText('Primary 5')).toBeTruthy();
    expect(within(row).getByText('24')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(screen.getByText('P6 Science')).toBeTruthy();
  });

  it('says so when the school has no class', async () => {
    fakeFetch(school, on('GET', '/api/v1/admin/schools/7/classes', { body: [] }));
    open('/schools/7/classes');
    expect(await screen.findByText('This school has no classes yet.')).toBeTruthy();
  });

  it("lists the school's users and opens a user's edit page from their row", async () => {
    const kim = makeAdminUser({ id: 12, first_name: 'Kim', last_name: 'Ng', user_role_id: 2 });
    const seen = fakeFetch(
      school,
      on('GET', /^\/api\/v1\/admin\/users\?/, {
        body: [makeAdminUser(), kim],
        headers: { 'Content-Range': 'users 0-1/2' },
      }),
      on('GET', '/api/v1/admin/users/12', { body: kim }),
    );
    open('/schools/7/users');

    const row = (await screen.findByText('Kim Ng')).closest('tr')!;
    expect(within(row).getByText('Teacher')).toBeTruthy();
    expect(screen.getByText('Sam Rivera')).toBeTruthy();
    const list = seen.find((r) => r.url.startsWith('/api/v1/admin/users?'))!;
    expect(JSON.parse(new URLSearchParams(list.url.split('?')[1]).get('filter')!)).toEqual({
      school_id: 7,
    });

    fireEvent.click(within(row).getByText('Kim Ng'));
    await waitFor(() => expect(seen.some((r) => r.url === '/api/v1/admin/users/12')).toBe(true));
  });
});

describe('the schools list', () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('says of each school whether it is active', async () => {
    fakeFetch(
      on('GET', /^\/api\/v1\/admin\/schools\?/, {
        body: [
          makeAdminSchool(),
          makeAdminSchool({ id: 8, school_name: 'Riverside', is_active: false }),
        ],
        headers: { 'Content-Range': 'schools 0-1/2' },
      }),
    );
    open('/schools');

    const riverside = (await screen.findByText('Riverside')).closest('tr')!;
    expect(within(riverside).getByText('Inactive')).toBeTruthy();
    const hillside = screen.getByText('Hillside High').closest('tr')!;
    expect(within(hillside).getByText('Active')).toBeTruthy();
  });
});
