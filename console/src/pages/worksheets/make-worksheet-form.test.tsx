import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $user, TeacherRole, UserRole } from '@kyu/core';
import { makeCourse, makeStudentQuestion, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';
import { $courseChoices } from '../../resources/activation-codes/course-choices';
import { questionLine } from './question-picker';

const course = makeCourse({ id: 1, name: 'Maths', academic_level_name: 'Primary 5' });
const COURSE = 'Maths (Mathematics, Primary 5)';
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
const TOPICS = on('GET', '/api/v1/questions/course-taggings/1', {
  body: [
    { id: 4, course_id: 1, topic_name: 'Halves', question_count: 1 },
    { id: 5, course_id: 1, topic_name: 'Thirds', question_count: 1 },
  ],
});

/** Types into a labelled autocomplete and picks the option named `option`. */
const choose = async (scope: HTMLElement, label: string, typed: string, option: string) => {
  const input = within(scope).getByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const openCreator = async (...routes: Parameters<typeof fakeFetch>) => {
  const seen = fakeFetch(
    on('GET', '/api/v1/courses', { body: { courses: [course] } }),
    TOPICS,
    ...routes,
  );
  $user.set(
    makeSuperAdmin({ user_role_id: UserRole.teacher, teacher_role_id: TeacherRole.teacher }),
  );
  renderConsole('/teacher', '/creator');
  const generate = await screen.findByRole(
    'region',
    { name: 'Generate worksheets' },
    { timeout: 8000 },
  );
  const byHand = screen.getByRole('region', { name: 'Make a worksheet by hand' });
  return { seen, generate, byHand };
};

describe('the worksheet creator', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    cleanStores($courseChoices);
    $user.set(null);
  });

  it('labels every field, and asks for topics by name, never for typed ids', async () => {
    const { generate } = await openCreator();
    for (const label of [
      /^Course/,
      /^Topics/,
      /^Difficulty/,
      /^Number of worksheets/,
      /^Questions per worksheet/,
      /^Purpose/,
      /^Instructions for the model/,
      /^Reference/,
    ]) {
      expect(within(generate).getByLabelText(label)).toBeTruthy();
    }
    const textboxes = within(generate).queryAllByRole('textbox');
    for (const box of textboxes) {
      const name = box.getAttribute('name') ?? '';
      expect(name).not.toMatch(/ids?$/);
    }
    expect(generate.textContent).not.toMatch(/ids\b/i);
  });

  it('generates from topics chosen by name and names each worksheet made by its title', async () => {
    const { seen, generate } = await openCreator(
      on('POST', '/api/v1/worksheets/generate', { body: { job_id: 5 } }),
      on('GET', '/api/v1/worksheets/generation/jobs/5', {
        body: { job_id: 5, status: 'running', made: 1, total: 2, worksheet_ids: [40], error: null },
      }),
      on('GET', '/api/v1/worksheets/40', { body: { id: 40, title: 'Practice 1 of 2' } }),
    );
    await choose(generate, 'Course', 'Mat', COURSE);
    await choose(generate, 'Topics', 'Hal', 'Halves (1)');
    fireEvent.click(within(generate).getByRole('button', { name: 'Generate' }));
    const bar = await screen.findByRole('progressbar', { name: 'Worksheets made' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('1 of 2 worksheets made (50%)')).toBeTruthy();
    const made = screen.getByRole('list', { name: 'Worksheets made' });
    await waitFor(() => expect(made.textContent).toBe('Practice 1 of 2'));
    expect(screen.queryByText('Worksheet 40')).toBeNull();
    const post = seen.find((r) => r.url === '/api/v1/worksheets/generate')!;
    expect(JSON.parse(String(post.body))).toMatchObject({ course_id: 1, topic_ids: [4] });
  });

  it('finds the course’s questions by text and topic, and shows their text to tick', async () => {
    const { byHand } = await openCreator(
      on('GET', /^\/api\/v1\/questions\/filtered\?course_id=1&limit=200&search_text=what$/, {
        body: [halves, thirds],
      }),
    );
    await choose(byHand, 'Course', 'Mat', COURSE);
    fireEvent.mouseDown(await within(byHand).findByRole('combobox', { name: 'Topic' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Halves (1)' }));
    fireEvent.change(within(byHand).getByLabelText('Question text'), { target: { value: 'what' } });
    fireEvent.keyDown(within(byHand).getByLabelText('Question text'), { key: 'Enter' });
    const found = await within(byHand).findByRole('group', { name: 'Questions found (1)' });
    expect(within(found).getByRole('checkbox', { name: 'What is half of 8?' })).toBeTruthy();
    expect(within(found).queryByText('What is a third of 9?')).toBeNull();
  });

  it('keeps the ticked questions in a list with Remove, and makes the worksheet of them', async () => {
    const { seen, byHand } = await openCreator(
      on('GET', /^\/api\/v1\/questions\/filtered\?course_id=1&limit=200&search_text=what$/, {
        body: [halves, thirds],
      }),
      on('POST', '/api/v1/worksheets', { body: { id: 40, title: 'Parts' } }),
    );
    await choose(byHand, 'Course', 'Mat', COURSE);
    fireEvent.change(within(byHand).getByLabelText('Question text'), { target: { value: 'what' } });
    fireEvent.click(within(byHand).getByRole('button', { name: 'Search questions' }));
    fireEvent.click(await within(byHand).findByRole('checkbox', { name: 'What is half of 8?' }));
    fireEvent.click(within(byHand).getByRole('checkbox', { name: 'What is a third of 9?' }));
    const chosen = within(byHand).getByRole('list', { name: 'Chosen questions (2)' });
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove What is half of 8?' }));
    expect(within(byHand).getByRole('checkbox', { name: 'What is half of 8?' })).toHaveProperty(
      'checked',
      false,
    );
    fireEvent.change(within(byHand).getByLabelText(/^Title/), { target: { value: 'Parts' } });
    fireEvent.click(within(byHand).getByRole('button', { name: 'Make worksheet' }));
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
