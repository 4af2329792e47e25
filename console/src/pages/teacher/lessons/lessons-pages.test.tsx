import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import { makeLesson, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../../test/render-console';
import { $teacherClasses } from '../classes-store';
import { $lessons, $schoolLessons } from './lessons-store';

const lesson = makeLesson({ id: 5, title: 'Halves', school_id: 3 });
const { sections: _, ...summary } = lesson;
const kyu = { ...summary, id: 6, title: 'Kyu fractions', school_id: null };

const signInTeacher = () =>
  $user.set(
    makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: TeacherRole.teacher }),
  );

describe('teacher lessons', () => {
  afterEach(() => {
    cleanup();
    cleanStores($lessons, $schoolLessons, $teacherClasses);
    $user.set(null);
  });

  it('lists the school’s and Kyu’s lessons, opens one and assigns it to a class', async () => {
    const seen = fakeFetch(
      on('GET', '/api/v1/lessons', { body: [summary, kyu] }),
      on('GET', '/api/v1/lessons/5', { body: lesson }),
      on('GET', '/api/v1/teachers/class', {
        body: [
          {
            id: 9,
            name: '7B Maths',
            academic_level_id: 1,
            academic_level_name: 'Y7',
            subject_id: 1,
            subject_name: 'Maths',
            student_count: 2,
          },
        ],
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
    );
    signInTeacher();
    renderConsole('/teacher', '/lessons');
    const table = await screen.findByRole('table', { name: 'Lessons' });
    expect(within(table).getByText("Kyu's")).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Halves' }));
    const card = await screen.findByRole('region', { name: 'Assign' });
    await within(card).findByRole('option', { name: '7B Maths' });
    fireEvent.change(within(card).getByLabelText('Class'), { target: { value: '9' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('50% complete')).toBeTruthy();
    expect(seen.some((r) => r.method === 'POST' && r.url.endsWith('/lessons/5/assign'))).toBe(true);
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
    expect(await screen.findByText('Deleted “Halves”.')).toBeTruthy();
  });
});
