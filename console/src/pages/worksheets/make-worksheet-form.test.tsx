import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import { makeCourse, makeStudentQuestion, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';
import { questionLine } from './question-picker';

const course = makeCourse({ id: 1, name: 'Maths', academic_level_name: 'Primary 5' });
const halves = makeStudentQuestion({
  id: 21,
  text: 'What is **half** of 8?',
  course_tagging_ids: [4],
});
const thirds = makeStudentQuestion({
  id: 22,
  text: 'What is a third of 9?',
  course_tagging_ids: [5],
});

const openCreator = async () => {
  const seen = fakeFetch(
    on('GET', '/api/v1/courses', { body: { courses: [course] } }),
    on('GET', '/api/v1/questions/course-taggings/1', {
      body: [
        { id: 4, course_id: 1, topic_name: 'Halves', question_count: 1 },
        { id: 5, course_id: 1, topic_name: 'Thirds', question_count: 1 },
      ],
    }),
    on('GET', /^\/api\/v1\/questions\/filtered\?course_id=1&limit=200&search_text=what$/, {
      body: [halves, thirds],
    }),
    on('POST', '/api/v1/worksheets', { body: { id: 40, title: 'Parts' } }),
  );
  $user.set(
    makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: TeacherRole.teacher }),
  );
  renderConsole('/teacher', '/creator');
  const form = await screen.findByRole(
    'form',
    { name: 'Make a worksheet by hand' },
    { timeout: 8000 },
  );
  await within(form).findByRole('option', { name: 'Maths (Mathematics, Primary 5)' });
  fireEvent.change(within(form).getByLabelText('Course'), { target: { value: '1' } });
  return { seen, form };
};

describe('making a worksheet by hand', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('finds the course’s questions by text and topic, and shows their text to tick', async () => {
    const { form } = await openCreator();
    await within(form).findByRole('option', { name: 'Halves (1)' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Topic' }), {
      target: { value: '4' },
    });
    fireEvent.change(within(form).getByLabelText('Question text'), { target: { value: 'what' } });
    fireEvent.keyDown(within(form).getByLabelText('Question text'), { key: 'Enter' });
    const found = await within(form).findByRole('group', { name: 'Questions found (1)' });
    expect(within(found).getByRole('checkbox', { name: 'What is half of 8?' })).toBeTruthy();
    expect(within(found).queryByText('What is a third of 9?')).toBeNull();
  });

  it('keeps the ticked questions in a list with Remove, and makes the worksheet of them', async () => {
    const { seen, form } = await openCreator();
    fireEvent.change(within(form).getByLabelText('Question text'), { target: { value: 'what' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search questions' }));
    fireEvent.click(await within(form).findByRole('checkbox', { name: 'What is half of 8?' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'What is a third of 9?' }));
    const chosen = within(form).getByRole('list', { name: 'Chosen questions (2)' });
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove What is half of 8?' }));
    expect(within(form).getByRole('checkbox', { name: 'What is half of 8?' })).toHaveProperty(
      'checked',
      false,
    );
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Parts' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Make worksheet' }));
    expect(await screen.findByText('Made “Parts”.')).toBeTruthy();
    const post = seen.find((r) => r.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({
      title: 'Parts',
      course_id: 1,
      question_ids: [22],
    });
  });

  it('shows a question’s markdown as one short plain line', () => {
    expect(questionLine('**Half** of\n\n![a pie](pie.png) 8?')).toBe('Half of 8?');
    expect(questionLine('x'.repeat(200))).toHaveLength(140);
    expect(questionLine(`${'!['.repeat(20_000)}]`)).toHaveLength(140);
  });
});
