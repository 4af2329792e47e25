import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import { makeLesson, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../../test/render-console';
import { $teacherClasses } from '../classes-store';
import { $lessons, $schoolClasses, $schoolLessons } from './lessons-store';

const lesson = makeLesson({ id: 5, title: 'Halves', school_id: 3 });
const { sections: _, ...summary } = lesson;
const kyu = { ...summary, id: 6, title: 'Kyu fractions', school_id: null };
const klass = {
  id: 9,
  name: '7B Maths',
  academic_level_id: 1,
  academic_level_name: 'Y7',
  subject_id: 1,
  subject_name: 'Maths',
  student_count: 2,
};

const signInTeacher = () =>
  $user.set(
    makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: TeacherRole.teacher }),
  );
const signInSchoolAdmin = () =>
  $user.set(makeSuperAdmin({ user_role_id: UserRole.admin, school_id: 3 }));
const signInKyuAdmin = () => $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));

/** The calls of opening lesson 5 and giving it to class 9, the class list coming from `classes`. */
const assignCalls = (classes: string) => [
  on('GET', '/api/v1/lessons', { body: [summary, kyu] }),
  on('GET', '/api/v1/lessons/5', { body: lesson }),
  on('GET', classes, {
    body: [{ ...klass, teacher_count: 1, created_at: '2026-01-02T09:00:00Z' }],
  }),
  on('POST', '/api/v1/lessons/5/assign', {
    body: { id: 1, lesson_id: 5, class_id: 9, course_id: null, due_date: null },
  }),
  on('GET', '/api/v1/lessons/progress?class_id=9', {
    body: [
      {
        assignment_id: 1,
        lesson_id: 5,
        title: 'Halves',
        due_date: null,
        num_students: 2,
        num_items: 1,
        percent_complete: 50,
      },
    ],
  }),
];

/** Opens “Halves” from the lessons table, gives it to 7B Maths and waits for the class's progress. */
const assignHalves = async (mount: string) => {
  renderConsole(mount, '/lessons');
  const table = await screen.findByRole('table', { name: 'Lessons' });
  expect(within(table).getByText("Kyu's")).toBeTruthy();
  expect(within(table).getByText('Your school')).toBeTruthy();
  fireEvent.click(within(table).getByRole('button', { name: 'Halves' }));
  const card = await screen.findByRole('region', { name: 'Assign' });
  await within(card).findByRole('option', { name: '7B Maths' });
  fireEvent.change(within(card).getByLabelText('Class'), { target: { value: '9' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('50% complete')).toBeTruthy();
};

describe('the lesson pages', () => {
  afterEach(() => {
    cleanup();
    cleanStores($lessons, $schoolLessons, $teacherClasses, $schoolClasses);
    $user.set(null);
  });

  it('lets a teacher open a lesson and assign it to one of their classes', async () => {
    const seen = fakeFetch(...assignCalls('/api/v1/teachers/class'));
    signInTeacher();
    await assignHalves('/teacher');
    expect(seen.some((r) => r.method === 'POST' && r.url.endsWith('/lessons/5/assign'))).toBe(true);
  });

  it('lets a school’s admin assign a lesson to one of the school’s classes', async () => {
    const seen = fakeFetch(...assignCalls('/api/v1/classes'));
    signInSchoolAdmin();
    await assignHalves('/admin');
    expect(seen.some((r) => r.url.includes('/teachers/'))).toBe(false);
  });

  it('shows Kyu’s admin whose each lesson is, and no class to give Kyu’s lessons to', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/lessons', { body: [summary, kyu] }),
      on('GET', '/api/v1/lessons/6', { body: { ...lesson, ...kyu } }),
    );
    signInKyuAdmin();
    renderConsole('/admin', '/lessons');
    const table = await screen.findByRole('table', { name: 'Lessons' });
    expect(within(table).getByText('School 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Create and edit Kyu's lessons" })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Kyu fractions' }));
    expect(await screen.findByText(/reach students through their courses/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Assign' })).toBeNull();
    expect(seen.some((r) => r.url.includes('classes'))).toBe(false);
  });

  it('lists the school’s own lessons with duplicate and delete', async () => {
    fakeFetch(
      on('GET', '/api/v1/lessons/school', { body: [summary] }),
      on('DELETE', '/api/v1/lessons/5', { body: { id: 5, deleted: true } }),
    );
    signInTeacher();
    renderConsole('/teacher', '/lessons/manage');
    const mine = await screen.findByRole('region', { name: "Your school's lessons" });
    const row = (await within(mine).findByText('Halves')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Duplicate Halves' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Halves' }));
    // Deleting asks first.
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Halves”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “Halves”.')).toBeTruthy();
  });

  it('lists Kyu’s catalogue for Kyu’s admin to duplicate and delete', async () => {
    fakeFetch(
      on('GET', '/api/v1/lessons/school', { body: [kyu] }),
      on('POST', '/api/v1/lessons/6/duplicate', { body: { ...lesson, ...kyu, id: 7 } }),
    );
    signInKyuAdmin();
    renderConsole('/admin', '/lessons/manage');
    const mine = await screen.findByRole('region', { name: "Kyu's lessons" });
    const row = (await within(mine).findByText('Kyu fractions')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Delete Kyu fractions' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Duplicate Kyu fractions' }));
    expect(await screen.findByText('Copied “Kyu fractions”.')).toBeTruthy();
  });
});
