import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeClass,
  makeCourse,
  makeMarkedAttempt,
  makeQuestion,
  makeQuiz,
  makeSchool,
  makeTopic,
  signedIn,
} from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

describe('questions: search, topics, statistics, reports and audio', () => {
  const t = useTestApp();
  let courseId: number;
  let staff: Record<string, string>;

  beforeAll(async () => {
    courseId = (await makeCourse(t.db)).id;
    staff = (await signedIn(t.db, { userRoleId: 4 })).headers;
  });

  const get = (url: string, headers = staff) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('ranks the closest full-text match first and leaves out questions without the words', async () => {
    const once = await makeQuestion(t.db, courseId, { text: 'A fraction of a cake.' });
    const often = await makeQuestion(t.db, courseId, {
      text: 'Add the fraction to the fraction.',
      explanation: 'Fraction with a common denominator.',
    });
    await makeQuestion(t.db, courseId, { text: 'How tall is the tree?' });
    const res = await get(`/questions/filtered?course_id=${courseId}&search_text=fractions`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((q: { id: number }) => q.id)).toEqual([often.id, once.id]);
  });

  it("counts each topic's questions that match the filters", async () => {
    const course = await makeCourse(t.db);
    const [a, b] = [await makeTopic(t.db, course.id, 'A'), await makeTopic(t.db, course.id, 'B')];
    await makeQuestion(t.db, course.id, {}, [a.id]);
    await makeQuestion(t.db, course.id, { isEnabled: false }, [a.id, b.id]);
    await makeQuestion(t.db, course.id, { images: ['x.png'] }, [a.id]);
    const count = async (query = '') =>
      (await get(`/questions/course-taggings/${course.id}${query}`))
        .json()
        .map((r: { topic_name: string; question_count: number }) => [
          r.topic_name,
          r.question_count,
        ]);
    expect(await count()).toEqual([
      ['A', 3],
      ['B', 1],
    ]);
    expect(await count('?enabled=true')).toEqual([
      ['A', 2],
      ['B', 0],
    ]);
    expect(await count('?have_images=true')).toEqual([
      ['A', 1],
      ['B', 0],
    ]);
  });

  it("counts a class student's marked answers per difficulty, for the school's teacher only", async () => {
    const school = await makeSchool(t.db);
    const student = await signedIn(t.db, { userRoleId: 1, schoolId: school.id });
    const teacher = await signedIn(t.db, { userRoleId: 2, schoolId: school.id });
    const outsider = await signedIn(t.db, { userRoleId: 2, schoolId: (await makeSchool(t.db)).id });
    const klass = await makeClass(t.db, { schoolId: school.id, memberIds: [student.user.id] });
    const easy = await makeQuestion(t.db, courseId, { difficultyLevelId: 1 });
    const hard = await makeQuestion(t.db, courseId, { difficultyLevelId: 3 });
    const quiz = await makeQuiz(t.db, { courseId, questionIds: [easy.id, hard.id] });
    await makeMarkedAttempt(t.db, quiz.id, student.user.id, [
      { questionId: easy.id, full: true },
      { questionId: hard.id, full: false },
    ]);
    const url = `/classes/${klass.id}/students/${student.user.id}/difficulty-count`;
    const res = await get(url, teacher.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual([
      { difficulty_level_id: 1, correct: 1, total: 1 },
      { difficulty_level_id: 2, correct: 0, total: 0 },
      { difficulty_level_id: 3, correct: 0, total: 1 },
    ]);
    const past = await get(`${url}?start=2020-01-01&end=2020-01-31`, teacher.headers);
    expect(past.json().counts.every((c: { total: number }) => c.total === 0)).toBe(true);
    expect((await get(url, outsider.headers)).statusCode).toBe(404);
    expect((await get(url, student.headers)).statusCode).toBe(403);
  });

  it('takes a public report only on a demo or shared quiz question, five per address at most', async () => {
    const shown = await makeQuestion(t.db, courseId);
    const hidden = await makeQuestion(t.db, courseId);
    await makeQuiz(t.db, { courseId, questionIds: [shown.id], isShared: true });
    const report = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/questions/${id}/report/public`,
        payload: { message: 'The answer looks wrong.' },
      });
    expect((await report(shown.id)).json()).toEqual({ ok: true });
    expect((await report(hidden.id)).statusCode).toBe(404);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await report(shown.id)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('answers an audio URL that serves the question read aloud', async () => {
    const question = await makeQuestion(t.db, courseId, { text: 'Read **me** aloud.' });
    const student = await signedIn(t.db, { userRoleId: 1 });
    const res = await get(`/questions/${question.id}/audio`, student.headers);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().audio_url;
    expect(url).toMatch(new RegExp(`^/api/v1/questions/${question.id}/audio/[a-f0-9]{32}\\.wav$`));
    const audio = await t.app.inject({ method: 'GET', url });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toContain('audio/');
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/questions/${question.id}/audio`,
      headers: staff,
    });
    expect(again.json()).toEqual({ audio_url: url });
  });
});
