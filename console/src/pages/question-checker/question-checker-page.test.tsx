import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { $user, UserRole } from '@kyu/core';
import type { Question } from '@kyu/core/contract';
import { makeCourse, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on, type SeenRequest } from '@kyu/test-support/fetch';
import { renderConsole } from '../../test/render-console';

const question = (over: Partial<Question> = {}): Question => ({
  id: 7,
  course_id: 1,
  question_type_id: 2,
  text: 'Which numbers are even?',
  options: [
    { order: 1, text: 'Two' },
    { order: 2, text: 'Three' },
    { order: 3, text: 'Four' },
  ],
  marks: 2,
  unit: null,
  difficulty_level_id: 1,
  course_tagging_ids: [],
  passage_id: null,
  question_images: [],
  audio_url: null,
  answer: { kind: 'choice', correct: [1, 3] },
  explanation: 'They divide by two.',
  method_answer: '',
  is_enabled: true,
  is_approved: true,
  need_review: false,
  retired: false,
  sub_questions: [],
  ...over,
});
const LOADED = { timeout: 8000 };
const marked = {
  body: {
    marks_given: 2,
    max_marks: 2,
    is_full_marks: true,
    feedback: 'Both even numbers chosen.',
    needs_review: false,
  },
};

/** The fake bank with one question, and the checker opened on its course's search. */
async function openOn(q: Question) {
  const seen = fakeFetch(
    on('GET', '/api/v1/courses', {
      body: { courses: [makeCourse({ id: 1, name: 'Maths', academic_level_name: 'Primary 5' })] },
    }),
    on('GET', /^\/api\/v1\/questions\/course-taggings\/1/, { body: [] }),
    on('GET', /^\/api\/v1\/questions\/filtered\?/, { body: [q] }),
    on('GET', `/api/v1/questions?ids=${q.id}&ans=true`, { body: [q] }),
    on('POST', '/api/v1/questions/preview/mark', marked),
  );
  $user.set(makeSuperAdmin({ user_role_id: UserRole.admin }));
  renderConsole('/admin', '/question-checker');
  await screen.findAllByRole('option', { name: 'Maths (Mathematics, Primary 5)' }, LOADED);
  fireEvent.change(screen.getByLabelText(/^Course/), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText(/question text/i), { target: { value: 'even' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search questions' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: q.text }));
  return seen;
}
const markBody = (seen: SeenRequest[]) =>
  JSON.parse(String(seen.find((r) => r.method === 'POST')?.body)) as {
    question: { answer: unknown };
    value: string | null;
  };

describe('admin console: the question checker', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    $user.set(null);
  });

  it("answers a chosen question and shows the server's mark and rationale", async () => {
    const seen = await openOn(question());
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Four' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Two' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark my answer' }));

    expect(await screen.findByText('2 of 2 marks')).toBeTruthy();
    expect(screen.getByText('Both even numbers chosen.')).toBeTruthy();
    expect(markBody(seen)).toMatchObject({
      value: '1,3',
      question: { answer: { kind: 'choice', correct: [1, 3] } },
    });
    expect(screen.getByRole('menuitem', { name: /question checker/i })).toBeTruthy();
  });

  it('sends a numeric answer typed into its labelled box, unit shown', async () => {
    const seen = await openOn(
      question({
        id: 8,
        question_type_id: 3,
        text: 'How long is the rope?',
        options: [],
        unit: 'm',
        answer: { kind: 'numeric', value: 4, tolerance: 0, unit: 'm', accepted_units: [] },
      }),
    );
    const box = await screen.findByLabelText('Answer to: How long is the rope? (in m)');
    fireEvent.change(box, { target: { value: '4' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(markBody(seen).value).toBe('4'));
  });

  it('marks a group question by part, as JSON by part number', async () => {
    const part = { ...question({ id: 21, question_type_id: 4, text: 'Name it.', options: [] }) };
    const seen = await openOn(
      question({
        id: 20,
        question_type_id: 6,
        text: 'About the shape',
        options: [],
        answer: { kind: 'group' },
        sub_questions: [part],
      }),
    );
    fireEvent.change(await screen.findByLabelText('Answer to: Name it.'), {
      target: { value: 'Square' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark my answer' }));
    await waitFor(() => expect(markBody(seen).value).toBe('{"1":"Square"}'));
  });
});
