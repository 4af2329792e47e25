import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import { formatDate } from '@kyu/core/format';
import type { Worksheet, WorksheetAssignment } from '@kyu/core/contract';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';
import { $teacherClasses } from '../teacher/classes-store';
import { $assignments } from './assignments-page';
import { $library } from './library-page';

const sheet = (over: Partial<Worksheet> = {}): Worksheet => ({
  id: 7,
  title: 'Fractions',
  course_id: 1,
  school_id: 1,
  owner_id: 2,
  worksheet_group_type: null,
  question_ids: [1, 2, 3],
  time_limit: null,
  owner_class_id: null,
  is_shared: false,
  created_at: '2026-11-01T09:00:00.000Z',
  ...over,
});

const assignment = (over: Partial<WorksheetAssignment> = {}): WorksheetAssignment => ({
  id: 3,
  worksheet_id: 7,
  worksheet_title: 'Fractions',
  class_id: 4,
  class_name: '7B Maths',
  student_ids: [11, 12],
  students: [
    { id: 11, first_name: 'Ada', last_name: 'Lovelace' },
    { id: 12, first_name: 'Alan', last_name: 'Turing' },
  ],
  date_assigned: '2026-11-01T09:00:00.000Z',
  due_date: '2026-05-12T00:00:00.000Z',
  needs_reassignment: true,
  assigned_count: 2,
  submitted_count: 1,
  ...over,
});

const LIBRARY = on('GET', '/api/v1/worksheets', {
  body: { items: [sheet()], total: 1, page: 1, size: 100 },
});
const LOADED = { timeout: 8000 };

const signInTeacher = () =>
  $user.set(
    makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: TeacherRole.teacher }),
  );

const openMenu = async (title: string) =>
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${title}` }, LOADED));

describe('teacher worksheet pages', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    cleanStores($library, $assignments, $teacherClasses);
    $user.set(null);
  });

  it('lists the school’s worksheets by title with their question counts', async () => {
    fakeFetch(LIBRARY);
    signInTeacher();
    renderConsole('/teacher', '/worksheet-library');
    const row = (await screen.findByText('Fractions', {}, LOADED)).closest('tr')!;
    expect(within(row).getByText('3 questions')).toBeTruthy();
    expect(within(row).getByText(formatDate(sheet().created_at))).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Assign Fractions' })).toBeTruthy();
  });

  it('deletes a worksheet only after the teacher confirms it', async () => {
    const seen = fakeFetch(LIBRARY, on('DELETE', '/api/v1/worksheets/7', { body: sheet() }));
    signInTeacher();
    renderConsole('/teacher', '/worksheet-library');
    await openMenu('Fractions');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Fractions”?' });
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('shows the share link a teacher asks for in a field to copy', async () => {
    fakeFetch(
      LIBRARY,
      on('POST', '/api/v1/worksheets/7/share', { body: { url: 'http://kyu.test/sharing/quiz/7' } }),
    );
    signInTeacher();
    renderConsole('/teacher', '/worksheet-library');
    await openMenu('Fractions');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Share link' }));
    const link = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Share link' });
    await waitFor(() => expect(link.value).toBe('http://kyu.test/sharing/quiz/7'));
  });

  it('assigns a worksheet to a class chosen by name, with labelled fields', async () => {
    fakeFetch(
      LIBRARY,
      on('GET', '/api/v1/teachers/class', {
        body: [{ id: 4, name: '7B Maths', student_count: 2 }],
      }),
    );
    signInTeacher();
    renderConsole('/teacher', '/worksheet-library');
    fireEvent.click(await screen.findByRole('button', { name: 'Assign Fractions' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Assign “Fractions”' });
    expect(within(dialog).getByRole('combobox', { name: /Class/ })).toBeTruthy();
    expect(within(dialog).getByLabelText('Due date')).toBeTruthy();
  });

  it('shows a due date as core’s one formatter writes it, month in words', async () => {
    fakeFetch(on('GET', '/api/v1/worksheets/assignments', { body: [assignment()] }));
    signInTeacher();
    renderConsole('/teacher', '/assignments');
    const row = (await screen.findByText('7B Maths', {}, LOADED)).closest('tr')!;
    expect(within(row).getByText('1 of 2 handed in')).toBeTruthy();
    const due = formatDate('2026-05-12T00:00:00.000Z');
    expect(due).toMatch(/May/);
    expect(within(row).getByText(due)).toBeTruthy();
    expect(row.textContent).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
    expect(within(row).getByRole('button', { name: 'Reassign Fractions' })).toBeTruthy();
  });

  it('asks before taking a student off, and takes them off only when confirmed', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/worksheets/assignments', { body: [assignment()] }),
      on('POST', '/api/v1/worksheets/7/assignments/3/unassign', { body: assignment() }),
    );
    signInTeacher();
    renderConsole('/teacher', '/assignments');
    const chip = await screen.findByRole('button', { name: 'Unassign Alan Turing' }, LOADED);
    // A click on the chip itself, or on its delete icon, only asks.
    fireEvent.click(chip.querySelector('svg')!);
    const dialog = await screen.findByRole('dialog', { name: 'Unassign Alan Turing?' });
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(chip.querySelector('svg')!);
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unassign' }),
    );
    expect(await screen.findByText('Unassigned Alan Turing.')).toBeTruthy();
    const post = seen.find((r) => r.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ student_ids: [12] });
  });
});
