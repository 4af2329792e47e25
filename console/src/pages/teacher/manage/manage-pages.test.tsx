import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import type { DirectoryPerson, TeacherClass } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../../test/render-console';

const person = (over: Partial<DirectoryPerson> = {}): DirectoryPerson => ({
  id: 11,
  username: 'ada.l',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  user_role_id: 1,
  teacher_role_id: null,
  academic_level_id: null,
  is_active: true,
  last_logged_in: null,
  created_at: '2026-01-15T10:00:00.000Z',
  ...over,
});
const page = (items: DirectoryPerson[], total = items.length) => ({
  body: { items, total_count: total, page: 1, size: 20 },
});
const klass: TeacherClass = {
  id: 5,
  name: '7B Maths',
  academic_level_id: 7,
  academic_level_name: 'Year 7',
  subject_id: 2,
  subject_name: 'Mathematics',
  student_count: 1,
};

const signInTeacher = (teacherRole: number) =>
  $user.set(makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: teacherRole }));

describe('teacher console: the Manage group', () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('lists the school’s students a page at a time, and searches them', async () => {
    const seen = fakeFetch(
      on('GET', /^\/api\/v1\/teachers\/students\?/, (r) =>
        r.url.includes('name_or_username=gra')
          ? page([person({ id: 12, first_name: 'Grace', last_name: 'Hopper' })])
          : page([person()], 45),
      ),
    );
    signInTeacher(TeacherRole.admin);
    renderConsole('/teacher', '/manage/students');

    expect(await screen.findByText('Lovelace')).toBeTruthy();
    expect(screen.getByText(/page 1 of 3 \(45 in all\)/i)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/search students/i), { target: { value: 'gra' } });
    expect(await screen.findByText('Hopper')).toBeTruthy();
    expect(seen.some((r) => r.url.includes('order_by=name'))).toBe(true);
  });

  it('refuses every manage page to a teacher who is not the teacher-admin', async () => {
    fakeFetch(on('GET', /^\/api\/v1\/teachers/, page([person()])));
    signInTeacher(TeacherRole.teacher);
    for (const path of ['students', 'teachers', 'parents', 'schools', 'activation-codes']) {
      renderConsole('/teacher', `/manage/${path}`);
      expect(
        await screen.findByText(/for your school's teacher-admins/i),
        `/manage/${path}`,
      ).toBeTruthy();
      expect(screen.queryByText('Lovelace')).toBeNull();
      cleanup();
    }
  });

  it('shows the school’s counts and its activation codes, used or not', async () => {
    fakeFetch(
      on('GET', '/api/v1/teachers/schools/details', {
        body: {
          id: 1,
          school_name: 'Hillside',
          domain_name: null,
          student_count: 2000,
          teacher_count: 40,
          class_count: 60,
          learning_path_disabled: false,
          leagues_enabled: true,
          league_scope: 'school',
          created_at: '2026-01-15T10:00:00.000Z',
        },
      }),
      on('GET', /^\/api\/v1\/teachers\/activation-codes/, {
        body: {
          items: [
            {
              id: 1,
              code: 'ABCD-EFGH-JKMN',
              batch_id: 1,
              batch_name: 'Spring cards',
              checked: true,
              redeemed_at: '2026-01-16T10:00:00.000Z',
              expires_at: null,
              created_at: '2026-01-15T10:00:00.000Z',
            },
          ],
          total_count: 1,
          page: 1,
          size: 100,
        },
      }),
    );
    signInTeacher(TeacherRole.admin);
    renderConsole('/teacher', '/manage/schools');
    expect(await screen.findByText('Hillside')).toBeTruthy();
    expect(screen.getByText('2000')).toBeTruthy();
    cleanup();
    renderConsole('/teacher', '/manage/activation-codes');
    const row = (await screen.findByText('ABCD-EFGH-JKMN')).closest('tr')!;
    expect(within(row).getByText('Used')).toBeTruthy();
  });

  it('opens a class, removes a student and adds one found in the directory', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/teachers/class', { body: [klass] }),
      on('GET', '/api/v1/teachers/class/5', {
        body: { class_id: 5, students: [person()], teachers: [] },
      }),
      on('GET', /^\/api\/v1\/teachers\/students\?/, (r) =>
        r.url.includes('exclude_class_id=5')
          ? page([person({ id: 12, first_name: 'Grace', last_name: 'Hopper' })])
          : page([]),
      ),
      on('POST', /^\/api\/v1\/teachers\/class\/5\/(un)?assign$/, {
        body: { class_id: 5, user_ids: [] },
      }),
      on('GET', '/api/v1/academic-levels', { body: [] }),
      on('GET', '/api/v1/subjects', { body: [] }),
    );
    signInTeacher(TeacherRole.admin);
    renderConsole('/teacher', '/manage/classes');

    fireEvent.click(await screen.findByRole('button', { name: 'Open 7B Maths' }));
    const posts = () => seen.filter((r) => r.method === 'POST').map((r) => [r.url, r.body]);
    // Removing asks first: the chip's delete icon opens a confirmation, nothing is sent yet.
    const chip = await screen.findByRole('button', { name: 'Remove Ada Lovelace' });
    fireEvent.click(chip.querySelector('svg')!);
    const confirm = await screen.findByRole('dialog', {
      name: 'Remove Ada Lovelace from 7B Maths?',
    });
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    // The directory reloads after a change, so the Add button is found anew.
    await waitFor(() =>
      expect(seen.filter((r) => r.url.includes('exclude_class_id')).length).toBe(2),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add Grace Hopper' }));
    await waitFor(() => {
      expect(posts()).toEqual([
        ['/api/v1/teachers/class/5/unassign', JSON.stringify({ user_ids: [11] })],
        ['/api/v1/teachers/class/5/assign', JSON.stringify({ user_ids: [12] })],
      ]);
    });
  });

  it('makes a class from labelled fields, its level and subject chosen by name', async () => {
    fakeFetch(
      on('GET', '/api/v1/teachers/class', { body: [klass] }),
      on('GET', '/api/v1/academic-levels', { body: [{ id: 7, name: 'Year 7' }] }),
      on('GET', '/api/v1/subjects', { body: [{ id: 2, name: 'Mathematics' }] }),
    );
    signInTeacher(TeacherRole.admin);
    renderConsole('/teacher', '/manage/classes');
    const form = await screen.findByRole('region', { name: 'New class' });
    expect(within(form).getByLabelText(/^Class name/)).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: /^Level/ })).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: /^Subject/ })).toBeTruthy();
    expect(within(form).queryByRole('spinbutton')).toBeNull();
  });

  it('lists the teacher’s students by class, each linking to their report', async () => {
    fakeFetch(
      on('GET', '/api/v1/teachers/class', { body: [klass] }),
      on('GET', '/api/v1/teachers/class/5', {
        body: { class_id: 5, students: [person()], teachers: [] },
      }),
    );
    signInTeacher(TeacherRole.teacher);
    renderConsole('/teacher', '/students');
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(link.getAttribute('href')).toContain('/students/11/class/5/reports');
  });
});
