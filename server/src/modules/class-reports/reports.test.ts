import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { buildTestApp } from '../../test/build-test-app';
import { fractionsLesson, reportWorld, WEEK1 } from './test-reports';

describe('teaching reports', () => {
  let app: FastifyInstance;
  let db: Db;
  let w: Awaited<ReturnType<typeof reportWorld>>;
  let sectionId: number;

  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
    w = await reportWorld(db);
    // Given between the two weeks: week 1 is before the lesson, week 2 after.
    sectionId = (await fractionsLesson(db, w, new Date('2026-01-08T00:00:00Z'))).section.id;
  });
  afterAll(() => app.close());

  const get = (url: string, headers = w.teacher.headers) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('sets the class against its school by week, topics by mastery and the most missed questions', async () => {
    const res = await get(`/classes/${w.klass.id}/report`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.class_average.map((p: { score_percent: number }) => p.score_percent)).toEqual([
      50, 100,
    ]);
    expect(report.school_average[0].score_percent).toBe(66.7);
    expect(report.topics.map((t: { topic_name: string }) => t.topic_name)).toEqual([
      'Fractions',
      'Decimals',
    ]);
    expect(report.students[1]).toMatchObject({
      name: 'Ben Pupil',
      easy: { answered: 1, correct: 0 },
    });
    expect(report.wrong_questions).toEqual(
      [
        {
          question_id: w.easy.id,
          excerpt: 'Half of 8?',
          answered: 2,
          wrong_percent: 50,
          student_ids: [w.ben.id],
        },
        {
          question_id: w.hard.id,
          excerpt: 'Add 1/3 and 1/4',
          answered: 3,
          wrong_percent: 66.7,
          student_ids: [w.ann.id, w.ben.id].sort((a, b) => a - b),
        },
      ].reverse(),
    );
    expect(report.totals).toMatchObject({ student_count: 3, answered: 7, correct: 4 });
  });

  it('keeps a report of an open window live: an answer marked since is counted at once', async () => {
    const first = (await get(`/classes/${w.klass.id}/report?start=2026-01-01`)).json();
    const kept = await get(`/classes/${w.klass.id}/report?start=2026-01-01`);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.json()).toEqual(first);
    await w.answer(w.cal.id, [[w.medium.id, true]], new Date());
    const live = (await get(`/classes/${w.klass.id}/report?start=2026-01-01`)).json();
    expect(live.totals.answered).toBe(first.totals.answered + 1);
  });

  it('keeps a closed window as computed until it is regenerated', async () => {
    const url = `/classes/${w.klass.id}/report?start=2026-01-05&end=2026-01-11`;
    const first = (await get(url)).json();
    expect(first.totals.answered).toBe(6);
    // Marked (late, by hand) inside the closed window: the kept report does not see it...
    await w.answer(w.cal.id, [[w.easy.id, true]], WEEK1);
    expect((await get(url)).json().totals.answered).toBe(6);
    // ...until the teacher asks for it again.
    const fresh = (await get(`${url}&regenerate=true`)).json();
    expect(fresh.totals.answered).toBe(7);
    expect((await get(url)).json().totals.answered).toBe(7);
  });

  it('reports one topic of the class, and one student in it', async () => {
    const topic = (
      await get(`/classes/${w.klass.id}/topics/${w.decimals.id}/report?end=2026-01-31`)
    ).json();
    expect(topic.topic).toMatchObject({ topic_name: 'Decimals', mastery_percent: 100 });
    expect(topic.wrong_questions).toEqual([]);
    const own = (
      await get(
        `/classes/${w.klass.id}/students/${w.ann.id}/topics/${w.fractions.id}/report?end=2026-01-31`,
      )
    ).json();
    expect(own.score_over_time).toEqual([
      { week: '2026-01-05', answered: 2, score_percent: 50 },
      { week: '2026-01-12', answered: 1, score_percent: 100 },
    ]);
    // Missed once in two: half her answers to it, so it is still one she gets wrong.
    expect(own.wrong_questions).toMatchObject([
      { question_id: w.hard.id, wrong_percent: 50, student_ids: [w.ann.id] },
    ]);
  });

  it("reports a student's score over time, topics, worksheets and lessons", async () => {
    const res = await get(`/classes/${w.klass.id}/students/${w.ben.id}/report?end=2026-01-31`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ben Pupil',
      totals: { answered: 3, correct: 1 },
      score_over_time: [{ week: '2026-01-05', score_percent: 33.3 }],
      worksheets: [{ worksheet_id: w.worksheet.id, marks: 1, max_marks: 3 }],
      lessons: [{ title: 'Fractions', completed: 0 }],
    });
  });

  it("tells what was known of a section's topics before its lesson was given, and after", async () => {
    const res = await get(`/lessons/sections/${sectionId}/report`);
    expect(res.json()).toMatchObject({
      assigned_at: '2026-01-08T00:00:00.000Z',
      // Cal's late answer (marked in week 1, by the closed-window test) counts as before.
      pre_session_report: { answered: 5, correct: 2, score_percent: 40 },
      post_session_report: { answered: 1, correct: 1, score_percent: 100 },
    });
    const ben = (await get(`/lessons/sections/${sectionId}/report?student_id=${w.ben.id}`)).json();
    expect(ben.pre_session_report).toMatchObject({ answered: 2, correct: 0 });
    expect(ben.post_session_report.answered).toBe(0);
    expect(
      (await get(`/lessons/sections/${sectionId}/report?student_id=${w.dee.id}`)).statusCode,
    ).toBe(404);
  });

  it("reports an assignment's questions, who missed each, and its students' marks", async () => {
    const url = `/worksheets/${w.worksheet.id}/assignments/${w.assignment.id}/classes/${w.klass.id}/report`;
    const report = (await get(url)).json();
    expect(report.questions[1]).toMatchObject({
      question_id: w.hard.id,
      correct_percent: 33.3,
      wrong_student_ids: [w.ann.id, w.ben.id].sort((a, b) => a - b),
    });
    expect(report.students.map((s: { name: string }) => s.name)).toEqual([
      'Ann Pupil',
      'Ben Pupil',
      'Cal Pupil',
    ]);
    const wrongClass = `/worksheets/${w.worksheet.id}/assignments/${w.assignment.id}/classes/999999/report`;
    expect((await get(wrongClass)).statusCode).toBe(404);
  });

  it("answers 403 for another school's class or lesson, 404 for an unknown one", async () => {
    expect((await get(`/classes/${w.klass.id}/report`, w.outsider.headers)).statusCode).toBe(403);
    expect(
      (await get(`/lessons/sections/${sectionId}/report`, w.outsider.headers)).statusCode,
    ).toBe(403);
    expect((await get('/lessons/sections/999999/report')).statusCode).toBe(404);
    expect((await get(`/classes/${w.klass.id}/topics/999999/report`)).statusCode).toBe(404);
    expect((await get(`/classes/${w.klass.id}/report?regenerate=maybe`)).statusCode).toBe(400);
  });
});
