import { beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

describe('questions: marking a preview', () => {
  const t = useTestApp();
  let courseId: number;
  beforeAll(async () => {
    courseId = (await makeCourse(t.db)).id;
  });

  const question = () => ({
    course_id: courseId,
    question_type_id: 1,
    text: 'Which is even?',
    options: [
      { order: 1, text: 'Three' },
      { order: 2, text: 'Four' },
    ],
    marks: 1,
    difficulty_level_id: 1,
    course_tagging_ids: [],
    answer: { kind: 'choice', correct: [2] },
    explanation: 'Four divides by two.',
    method_answer: 'Halve it.',
  });

  const mark = async (value: string | null, role = 4, body?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/questions/preview/mark',
      headers: (await signedIn(t.db, { userRoleId: role })).headers,
      payload: body ?? { question: question(), value },
    });

  it('marks a right answer with full marks', async () => {
    const res = await mark('2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ marks_given: 1, max_marks: 1, is_full_marks: true });
  });

  it('answers 400 for a value the question cannot take', async () => {
    const res = await mark('7');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.value).toBeDefined();
  });

  it('answers 400 for a key that does not fit the question', async () => {
    const res = await mark('2', 4, {
      question: { ...question(), answer: { kind: 'choice', correct: [5] } },
      value: '2',
    });
    expect(res.json().errors['question.answer.correct']).toBeDefined();
  });

  it('refuses a student', async () => {
    expect((await mark('2', 1)).statusCode).toBe(403);
  });
});
