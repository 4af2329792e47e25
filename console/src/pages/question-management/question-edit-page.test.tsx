import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { AdminQuestionDetail, Question } from '@kyu/core/contract';
import { makeStaffQuestion, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';
import { loadKyuWidgets } from './kyu-widgets';

// The test DOM runs no scripts: the widget's own tests cover <kyu-quiz>'s preview.
vi.mock('./kyu-widgets', () => ({ loadKyuWidgets: vi.fn(async () => undefined) }));

// The page is loaded lazily, which takes a while the first time on a busy machine.
const LOADED = { timeout: 8000 };

const detailOf = (question: Question): AdminQuestionDetail => ({
  question,
  passage: null,
  course: { id: 3, name: 'Maths 5', school_id: 1 },
  topics: [
    { id: 7, topic_name: 'Fractions' },
    { id: 8, topic_name: 'Decimals' },
  ],
});

const choice = () =>
  makeStaffQuestion({
    id: 12,
    course_id: 3,
    text: 'What is half of 10?',
    options: [
      { order: 1, text: '4' },
      { order: 2, text: '5' },
    ],
    course_tagging_ids: [8],
  });

const REFUSED = {
  status: 400,
  headers: { 'content-type': 'application/problem+json' },
  body: {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'The answer key does not fit the question.',
    errors: { 'question.answer.correct': ['a single choice has exactly one correct option'] },
  },
};

const open = (question: Question, put: Parameters<typeof on>[2] = { body: { id: 12 } }) => {
  const seen = fakeFetch(
    on('GET', `/api/v1/admin/questions/${question.id}`, { body: detailOf(question) }),
    on('PUT', `/api/v1/admin/questions/${question.id}`, put),
  );
  $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
  renderConsole('/admin', `/question-management/${question.id}`);
  return seen;
};

const form = () => screen.getByRole('form', { name: 'Edit question 12' });
const putBody = (seen: ReturnType<typeof fakeFetch>) =>
  JSON.parse(String(seen.find((r) => r.method === 'PUT')?.body)) as unknown;

/** Finds a topic by typing its name, as an editor does. */
const chooseTopic = async (name: string) => {
  const topics = within(form()).getByRole('combobox', { name: 'Topics' });
  fireEvent.focus(topics);
  fireEvent.change(topics, { target: { value: name.slice(0, 3) } });
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('admin console: one question’s edit page', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it('edits beside the live preview, finds a topic by name, and saves the same body as before', async () => {
    const seen = open(choice());
    const stem = await screen.findByRole('textbox', { name: 'Question (markdown)' }, LOADED);
    fireEvent.change(stem, { target: { value: 'What is half of 12?' } });
    // The topic already tagged shows as a chip by its name, not its id.
    expect(within(form()).getByRole('button', { name: 'Decimals' })).toBeTruthy();
    await chooseTopic('Fractions');
    fireEvent.click(within(form()).getByRole('radio', { name: 'Option 1 is correct' }));
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Option 2' }), {
      target: { value: 'six' },
    });
    fireEvent.change(within(form()).getByRole('spinbutton', { name: 'Marks' }), {
      target: { value: '2' },
    });
    fireEvent.change(within(form()).getByRole('combobox', { name: 'Difficulty' }), {
      target: { value: '3' },
    });
    const quiz = document.querySelector('kyu-quiz') as HTMLElement & {
      preview?: { question: { text: string } };
    };
    await waitFor(() => expect(quiz.preview?.question.text).toBe('What is half of 12?'));
    expect(loadKyuWidgets).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved.');
    expect(putBody(seen)).toEqual({
      course_id: 3,
      question_type_id: 1,
      text: 'What is half of 12?',
      options: [
        { order: 1, text: '4' },
        { order: 2, text: 'six' },
      ],
      marks: 2,
      unit: null,
      difficulty_level_id: 3,
      course_tagging_ids: [8, 7],
      passage_id: null,
      answer: { kind: 'choice', correct: [1] },
      explanation: 'Green is the answer.',
      method_answer: '',
      sub_questions: [],
    });
  });

  it('labels every field and asks for no id', async () => {
    open(choice());
    await screen.findByRole('textbox', { name: 'Question (markdown)' }, LOADED);
    const fields = form().querySelectorAll('input:not([type=hidden]), textarea, select');
    const named = [...fields].filter((f) => !f.getAttribute('aria-hidden'));
    expect(named.length).toBeGreaterThan(8);
    for (const field of named) {
      const label =
        field.getAttribute('aria-label') ??
        (field.id ? document.querySelector(`label[for="${field.id}"]`)?.textContent : null);
      expect(label, field.outerHTML).toBeTruthy();
      expect(label).not.toMatch(/\bids?\b/i);
    }
    // Topics are chosen from a list of names: nothing asks for a topic or course id.
    expect(screen.queryByRole('textbox', { name: /id/i })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: /id/i })).toBeNull();
  });

  it('asks before removing an option, keeps it on Cancel, and saves without it on Remove', async () => {
    const seen = open(choice());
    await screen.findByRole('textbox', { name: 'Question (markdown)' }, LOADED);
    fireEvent.click(within(form()).getByRole('button', { name: 'Remove option 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Remove option 2?');
    expect(dialog.textContent).toContain('“5”');
    fireEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form()).getByRole('textbox', { name: 'Option 2' })).toBeTruthy();

    fireEvent.click(within(form()).getByRole('button', { name: 'Remove option 2' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(within(form()).queryByRole('textbox', { name: 'Option 2' })).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(putBody(seen)).toMatchObject({
      options: [{ order: 1, text: '4' }],
      answer: { kind: 'choice', correct: [] },
    });
  });

  it('shows a refused save with the field the server names', async () => {
    open(choice(), REFUSED);
    await screen.findByRole('textbox', { name: 'Question (markdown)' }, LOADED);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The answer key does not fit the question.');
    expect(alert.textContent).toContain('question.answer.correct');
  });

  it('keeps a new line typed in the accepted answers, and saves the answers without blanks', async () => {
    const seen = open(
      makeStaffQuestion({
        id: 12,
        course_id: 3,
        question_type_id: 4,
        options: [],
        answer: { kind: 'text', accepted: ['half'], case_sensitive: false, ignore_spacing: true },
      }),
    );
    const accepted = await screen.findByRole(
      'textbox',
      { name: 'Accepted answers, one a line' },
      LOADED,
    );
    // Before, the field showed the key back and the blank line just typed vanished.
    fireEvent.change(accepted, { target: { value: 'half\n' } });
    expect((accepted as HTMLTextAreaElement).value).toBe('half\n');
    fireEvent.change(accepted, { target: { value: 'half\none half' } });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Case sensitive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(putBody(seen)).toMatchObject({
      answer: {
        kind: 'text',
        accepted: ['half', 'one half'],
        case_sensitive: true,
        ignore_spacing: true,
      },
    });
  });
});
