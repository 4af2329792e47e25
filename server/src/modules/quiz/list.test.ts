import { describe, expect, it } from 'vitest';
import type { QuizDetail, QuizSummary, ReplacedQuestion } from '@kyu/core/contract';
import { questionReports } from '../../db/schema';
import { submitForm } from '@kyu/test-support/api';
import {
  makeCourse,
  makeQuestion,
  makeQuiz,
  makeQuizWithQuestions,
  makeSchool,
  signedIn,
} from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

describe('quiz: which quizzes a student may take', () => {
  const t = useTestApp();

  it("lists active quizzes of their level, Kyu's catalogue and their school, and no others", async () => {
    const school = await makeSchool(t.db);
    const other = await makeSchool(t.db);
    const levelCourse = await makeCourse(t.db, { schoolId: school.id });
    const { headers, user } = await signedIn(t.db, {
      schoolId: school.id,
      academicLevelId: levelCourse.academicLevelId,
    });
    const otherLevel = await makeCourse(t.db, { schoolId: school.id });
    const catalogue = await makeCourse(t.db);
    const q = await makeQuestion(t.db, catalogue.id);
    const quiz = (courseId: number, more: object = {}) =>
      makeQuiz(t.db, { courseId, questionIds: [q.id], ...more });
    const shown = [
      await quiz(levelCourse.id),
      await quiz(catalogue.id),
      await quiz(catalogue.id, { schoolId: school.id }),
      await quiz(catalogue.id, { quizTypeId: 9, ownerId: user.id }),
    ];
    const someoneElse = await signedIn(t.db);
    await quiz(otherLevel.id);
    const foreign = await quiz(catalogue.id, { schoolId: other.id });
    await quiz(catalogue.id, { isDemo: true });
    await quiz(catalogue.id, { isActive: false });
    await quiz(catalogue.id, { quizTypeId: 9, ownerId: someoneElse.user.id });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/quiz?show_question_count=true',
      headers,
    });
    const listed = res.json<QuizSummary[]>();
    expect(listed.map((l) => l.id).sort()).toEqual(shown.map((s) => s.id).sort());
    expect(listed.every((l) => l.question_count === 1)).toBe(true);
    expect(listed.every((l) => typeof l.course_name === 'string' && l.course_name)).toBe(true);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${foreign.id}`,
      headers,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('is for students: a teacher is refused', async () => {
    const teacher = await signedIn(t.db, { userRoleId: 2 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/quiz',
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('quiz: replacing a reported question', () => {
  const t = useTestApp();

  it('swaps a question the student reported for another like it, and refuses an unreported one', async () => {
    const { quiz, questions, course } = await makeQuizWithQuestions(t.db, 1);
    const spare = await makeQuestion(t.db, course.id);
    const { headers, user } = await signedIn(t.db);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers })
    ).json<QuizDetail>();
    const replace = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/quiz/evaluation-questions',
        headers,
        payload: { evaluation_id: detail.evaluations[0]!.id },
      });
    expect((await replace()).statusCode).toBe(422);
    await t.db
      .insert(questionReports)
      .values({ questionId: questions[0]!.id, userId: user.id, message: 'Two right answers' });
    const res = await replace();
    expect(res.statusCode).toBe(200);
    const body = res.json<ReplacedQuestion>();
    expect(body.question.id).toBe(spare.id);
    expect(body.evaluation).toMatchObject({ question_id: spare.id, value: null });
  });
});

describe('quiz: a recording sent with a submit', () => {
  const t = useTestApp();

  it('is refused over 5 MB', async () => {
    const { quiz } = await makeQuizWithQuestions(t.db, 1);
    const { headers } = await signedIn(t.db);
    await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers });
    const form = submitForm([], {
      field: 'audio_file',
      filename: 'answer.webm',
      contentType: 'audio/webm',
      bytes: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/submit`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
  });
});
