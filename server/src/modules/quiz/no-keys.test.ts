import { describe, expect, it } from 'vitest';
import type { QuizDetail } from '@kyu/core/contract';
import {
  makeCourse,
  makeOpenQuestion,
  makeQuestion,
  makeQuiz,
  signedIn,
} from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

const KEY_FIELDS = ['answer', 'explanation', 'method_answer', 'method', 'correct', 'accepted'];

/** Every key in a JSON value at any depth, with the value found under it. */
function* entries(value: unknown, path = ''): Generator<[string, unknown]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* entries(item, `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      yield [`${path}.${k}`, v];
      yield* entries(v, `${path}.${k}`);
    }
  }
}

/** The paths where any part of an answer key shows: a key field with a value, or key text. */
function leaks(body: unknown): string[] {
  const found: string[] = [];
  for (const [path, value] of entries(body)) {
    const field = path.split('.').at(-1)!;
    if (KEY_FIELDS.includes(field) && value !== null) found.push(path);
    if (typeof value === 'string' && /Capetians|photosynthesis|capital cities/.test(value)) {
      found.push(`${path} (key text)`);
    }
  }
  return found;
}

describe('quiz: nothing of an answer key reaches a student before marking', () => {
  const t = useTestApp();

  it('shows no answer, explanation or method in any student-facing answer', async () => {
    const course = await makeCourse(t.db);
    const choice = await makeQuestion(t.db, course.id);
    const open = await makeOpenQuestion(t.db, course.id);
    const group = await makeQuestion(t.db, course.id, {
      questionTypeId: 6,
      text: 'Two parts',
      options: [],
      marks: 0,
      answer: { kind: 'group' },
    });
    await makeQuestion(t.db, course.id, { parentQuestionId: group.id, position: 1 });
    const ids = [choice.id, open.id, group.id];
    const quiz = await makeQuiz(t.db, { courseId: course.id, questionIds: ids });
    const demo = await makeQuiz(t.db, { courseId: course.id, questionIds: ids, isDemo: true });
    const shared = await makeQuiz(t.db, { courseId: course.id, questionIds: ids, isShared: true });
    const { headers } = await signedIn(t.db);
    const get = (url: string, h = {}) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: h });

    const bodies: unknown[] = [];
    const list = await get('/quiz?show_question_count=true', headers);
    bodies.push(list.json());
    const detail = await get(`/quiz/${quiz.id}`, headers);
    expect(detail.statusCode).toBe(200);
    const opened = detail.json<QuizDetail>();
    bodies.push(opened, (await get(`/quiz/${quiz.id}/evaluations`, headers)).json());
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quiz/evaluations/${opened.evaluations[0]!.id}`,
      headers,
      payload: { value: '3', time_spent: 5, num_options_clicked: 1 },
    });
    bodies.push(
      patched.json(),
      (await get(`/quiz/evaluations/${opened.evaluations[0]!.id}`, headers)).json(),
    );

    const demoDetail = (await get(`/quiz/${demo.id}/demo`)).json<QuizDetail>();
    bodies.push(demoDetail);
    bodies.push(
      (await get(`/quiz/${demo.id}/evaluations?session_id=${demoDetail.session_id}`)).json(),
    );
    const sharedDetail = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/quiz/shared/attempts',
      payload: { quiz_id: shared.id, full_name: 'Ann Visitor', email: 'ann@example.com' },
    });
    bodies.push(sharedDetail.json());
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/shared/attempts/question',
      payload: {
        session_id: sharedDetail.json<QuizDetail>().session_id,
        question_id: choice.id,
        value: '1',
        time_spent: 3,
        num_options_clicked: 1,
      },
    });
    expect(answered.statusCode).toBe(200);
    bodies.push(answered.json());

    expect(opened.questions.map((q) => q.id)).toEqual(ids);
    expect(opened.questions[2]!.sub_questions).toHaveLength(1);
    expect(
      opened.evaluations.every((e) => e.explanation === null && e.method_answer === null),
    ).toBe(true);
    expect(bodies.flatMap(leaks)).toEqual([]);
  });
});
