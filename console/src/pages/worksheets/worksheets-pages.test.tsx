import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import type { Worksheet, WorksheetAssignment } from '@kyu/core/contract';
import { makeCourse, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';
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
  due_date: '2026-11-20T09:00:00.000Z',
  needs_reassignment: true,
  assigned_count: 2,
  submitted_count: 1,
  ...over,
});

const signInTeacher = () =>
  $user.set(
    makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: TeacherRole.teacher }),
  );

describe('teacher worksheet pages', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    cleanStores($library, $assignments);
    $user.set(null);
  });

  it('lists the school’s worksheets with their question counts and actions', async () => {
    fakeFetch(
      on('GET', '/api/v1/worksheets', { body: { items: [sheet()], total: 1, page: 1, size: 100 } }),
      on('GET', '/api/v1/teachers/class', { body: [] }),
    );
    signInTeacher();
    renderConsole('/teacher', '/worksheet-library');
    const row = (await screen.findByText('Fractions', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Answer key of Fractions' })).toBeTruthy();
  });

  it('names each library action with its worksheet, so a screen reader tells the rows apart', async () => {
    fakeFetch(
      on('GET', '/api/v1/worksheets', {
        body: {
          items: [sheet(), sheet({ id: 8, title: 'Fractions 2' })],
          total: 2,
          page: 1,
          size: 100,
        },
      }),
      on('GET', '/api/v1/teachers/class', { body: [] }),
    );
    signInTeacher();
    renderConsole('/teacher', '/worksheet-library');
    await screen.findByRole('button', { name: 'Assign Fractions 2' }, { timeout: 8000 });
    for (const action of [
      'Duplicate',
      'Delete',
      'Share link for',
      'Word file of',
      'Answer key of',
    ]) {
      expect(screen.getByRole('button', { name: `${action} Fractions` })).toBeTruthy();
      expect(screen.getByRole('button', { name: `${action} Fractions 2` })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Assign Fractions' }));
    expect(screen.getByRole('form', { name: 'Assign Fractions' })).toBeTruthy();
  });

  it('shows the share link a teacher asks for', async () => {
    fakeFetch(
      on('GET', '/api/v1/worksheets', { body: { items: [sheet()], total: 1, page: 1, size: 100 } }),
      on('POST', '/api/v1/worksheets/7/share', { body: { url: 'http://kyu.test/sharing/quiz/7' } }),
    );
    signInTeacher();
    renderConsole('/teacher', '/worksheet-library');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Share link for Fractions' }, { timeout: 8000 }),
    );
    expect(await screen.findByText('Share link: http://kyu.test/sharing/quiz/7')).toBeTruthy();
  });

  it('shows assignments by class with due date and hand-ins, and offers to reassign a changed one', async () => {
    fakeFetch(on('GET', '/api/v1/worksheets/assignments', { body: [assignment()] }));
    signInTeacher();
    renderConsole('/teacher', '/assignments');
    const row = (await screen.findByText('7B Maths', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('1 of 2')).toBeTruthy();
    expect(within(row).getByText('20/11/2026')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reassign' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Unassign Ada Lovelace' })).toBeTruthy();
    expect(within(row).getByText('Alan Turing ✕')).toBeTruthy();
    expect(within(row).queryByText(/Student 11/)).toBeNull();
  });

  it('takes a student off by name and says whom', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/worksheets/assignments', { body: [assignment()] }),
      on('POST', '/api/v1/worksheets/7/assignments/3/unassign', { body: assignment() }),
    );
    signInTeacher();
    renderConsole('/teacher', '/assignments');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Unassign Alan Turing' }, { timeout: 8000 }),
    );
    expect(await screen.findByText('Unassigned Alan Turing.')).toBeTruthy();
    const post = seen.find((r) => r.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ student_ids: [12] });
  });

  it('shows a generation job’s live progress as a progress bar', async () => {
    fakeFetch(
      on('POST', '/api/v1/worksheets/generate', { body: { job_id: 5 } }),
      on('GET', '/api/v1/worksheets/generation/jobs/5', {
        body: { job_id: 5, status: 'running', made: 1, total: 2, worksheet_ids: [40], error: null },
      }),
      on('GET', '/api/v1/courses', {
        body: {
          courses: [makeCourse({ id: 1, name: 'Maths', academic_level_name: 'Primary 5' })],
        },
      }),
    );
    signInTeacher();
    renderConsole('/teacher', '/creator');
    // Courses are chosen by name: a teacher does not know their ids.
    await screen.findAllByRole(
      'option',
      { name: 'Maths (Mathematics, Primary 5)' },
      { timeout: 8000 },
    );
    const course = screen.getAllByLabelText('Course')[0]!;
    fireEvent.change(course, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('1 of 2 worksheets made (50%)')).toBeTruthy();
    expect(screen.getByText('Worksheet 40')).toBeTruthy();
  });
});
