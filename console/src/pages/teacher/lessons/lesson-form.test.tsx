import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import {
  makeCourse,
  makeLesson,
  makeLessonItem,
  makeLessonSection,
  makeSuperAdmin,
} from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';
import { renderConsole } from '../../../test/render-console';
import { $schoolLessons } from './lessons-store';

/** A field's label, with the asterisk Material UI adds to a required one. */
const field = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

const course = makeCourse({ id: 1, name: 'Maths', academic_level_name: 'Primary 5' });
const sheet = { id: 12, title: 'Halves quiz', quiz_type_id: 1, school_id: 3 };
const lesson = makeLesson({
  id: 5,
  title: 'Halves',
  school_id: 3,
  lesson_type_id: 1,
  sections: [
    makeLessonSection({
      title: 'Start',
      items: [
        makeLessonItem({ title: 'Read', note: 'Half is one of two.' }),
        makeLessonItem({ title: 'Try', item_type_id: 2, worksheet_id: 12, note: '' }),
      ],
    }),
  ],
});
const { sections: _, ...summary } = lesson;

const fake = () =>
  fakeFetch(
    on('GET', '/api/v1/lessons/school', { body: [summary] }),
    on('GET', '/api/v1/lessons/5', { body: lesson }),
    on('GET', '/api/v1/courses', { body: { courses: [course] } }),
    on('GET', '/api/v1/lessons/worksheets?course_id=1', { body: [sheet] }),
    on('POST', '/api/v1/lessons', { body: lesson }),
    on('PATCH', '/api/v1/lessons/5', { body: lesson }),
  );

const openManager = () => {
  $user.set(
    makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: TeacherRole.teacher }),
  );
  renderConsole('/teacher', '/lessons/manage');
};

const type = (where: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(where).getByLabelText(field(label)), { target: { value } });

const group = (name: string) => screen.getByRole('group', { name });

const sent = (seen: SeenRequest[], method: string) => seen.find((r) => r.method === method)!;

describe('the lesson form', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    cleanStores($schoolLessons);
    $user.set(null);
  });

  it('creates a lesson of sections and items of each kind, in the order arranged', async () => {
    const seen = fake();
    openManager();
    fireEvent.click(await screen.findByRole('button', { name: 'New lesson' }, { timeout: 8000 }));
    const form = screen.getByRole('form', { name: 'New lesson' });
    type(form, 'Title', 'Quarters');
    await within(form).findByRole('option', { name: 'Maths (Mathematics, Primary 5)' });
    type(form, 'Course', '1');
    type(form, 'Type', '3');
    type(group('Section 1'), 'Section name', 'Watch');
    type(group('Section 1, item 1'), 'Item title', 'A film');
    type(group('Section 1, item 1'), 'Item type', '3');
    type(group('Section 1, item 1'), 'Video URL', 'https://v.test/q');
    fireEvent.click(screen.getByRole('button', { name: 'Add a section' }));
    type(group('Section 2'), 'Section name', 'Learn');
    type(group('Section 2, item 1'), 'Item title', 'Read');
    type(group('Section 2, item 1'), 'Text', 'A quarter is one of four.');
    fireEvent.click(screen.getByRole('button', { name: 'Add an item to section 2' }));
    type(group('Section 2, item 2'), 'Item title', 'Try');
    type(group('Section 2, item 2'), 'Item type', '2');
    await within(group('Section 2, item 2')).findByRole('option', { name: 'Halves quiz' });
    type(group('Section 2, item 2'), 'Worksheet', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Move section 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save lesson' }));

    expect(await screen.findByText('Saved “Quarters”.')).toBeTruthy();
    const body = sent(seen, 'POST').body as FormData;
    expect(body.get('title')).toBe('Quarters');
    expect(body.get('course_id')).toBe('1');
    expect(body.get('lesson_type_id')).toBe('3');
    expect(JSON.parse(String(body.get('sections')))).toEqual([
      {
        title: 'Learn',
        items: [
          { title: 'Read', item_type_id: 1, note: 'A quarter is one of four.' },
          { title: 'Try', item_type_id: 2, worksheet_id: 12 },
        ],
      },
      { title: 'Watch', items: [{ title: 'A film', item_type_id: 3, note: 'https://v.test/q' }] },
    ]);
  });

  it('opens a saved lesson filled in, and saves its changes over the old sections', async () => {
    const seen = fake();
    openManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Halves' }, { timeout: 8000 }));
    const form = await screen.findByRole('form', { name: 'Edit “Halves”' });
    expect(within(form).getByLabelText<HTMLInputElement>(field('Title')).value).toBe('Halves');
    expect(
      within(group('Section 1')).getByLabelText<HTMLInputElement>(field('Section name')).value,
    ).toBe('Start');
    await within(group('Section 1, item 2')).findByRole('option', { name: 'Halves quiz' });
    expect(
      within(group('Section 1, item 2')).getByLabelText<HTMLSelectElement>(field('Worksheet'))
        .value,
    ).toBe('12');
    type(form, 'Title', 'Halves again');
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1 of section 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save lesson' }));

    expect(await screen.findByText('Saved “Halves again”.')).toBeTruthy();
    expect(JSON.parse(String(sent(seen, 'PATCH').body))).toEqual({
      title: 'Halves again',
      description: lesson.description,
      course_id: 1,
      lesson_type_id: 1,
      sections: [{ title: 'Start', items: [{ title: 'Try', item_type_id: 2, worksheet_id: 12 }] }],
    });
    expect(screen.queryByRole('form')).toBeNull();
  });
});
