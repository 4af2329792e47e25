import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { buildTestApp } from '../../test/build-test-app';
import { signedIn } from '@kyu/test-support/db';
import { fractionsLesson, reportWorld } from './test-reports';

describe('class performance', () => {
  let app: FastifyInstance;
  let db: Db;
  let w: Awaited<ReturnType<typeof reportWorld>>;

  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
    w = await reportWorld(db);
    await fractionsLesson(db, w, new Date('2026-01-08T00:00:00Z'));
  });
  afterAll(() => app.close());

  const get = (path: string, headers = w.teacher.headers) =>
    app.inject({ method: 'GET', url: `/api/v1/classes/${w.klass.id}${path}`, headers });

  it('gives each topic its mastery over the class, least mastered first', async () => {
    const res = await get('/topics-performance');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { topic_id: w.fractions.id, topic_name: 'Fractions', answered: 5, mastery_percent: 40 },
      { topic_id: w.decimals.id, topic_name: 'Decimals', answered: 2, mastery_percent: 100 },
    ]);
  });

  it('lists every student with answers, full marks, score and counts by difficulty', async () => {
    const students = (await get('/students-performance')).json();
    expect(students.map((s: { name: string }) => s.name)).toEqual([
      'Ann Pupil',
      'Ben Pupil',
      'Cal Pupil',
    ]);
    expect(students[0]).toMatchObject({
      answered: 4,
      correct: 3,
      score_percent: 75,
      easy: { answered: 1, correct: 1 },
      medium: { answered: 1, correct: 1 },
      hard: { answered: 2, correct: 1 },
    });
    expect(students[2]).toMatchObject({ answered: 0, correct: 0, score_percent: null });
  });

  it('gives the class by week, and the whole school by week to compare', async () => {
    expect((await get('/class-average-performance')).json()).toEqual([
      { week: '2026-01-05', answered: 6, score_percent: 50 },
      { week: '2026-01-12', answered: 1, score_percent: 100 },
    ]);
    expect((await get('/school-average-performance')).json()[0]).toEqual({
      week: '2026-01-05',
      answered: 9,
      score_percent: 66.7,
    });
  });

  it('counts only the days asked for, both included', async () => {
    const res = await get('/class-performance?start=2026-01-12&end=2026-01-12');
    expect(res.json()).toEqual({
      student_count: 3,
      active_students: 1,
      answered: 1,
      correct: 1,
      score_percent: 100,
    });
  });

  it("shows a student's worksheets with their latest marks, and their lessons", async () => {
    const sheets = (await get(`/students/${w.ann.id}/worksheets-performance`)).json();
    expect(sheets).toEqual([
      expect.objectContaining({
        worksheet_id: w.worksheet.id,
        submitted_at: '2026-01-12T10:00:00.000Z',
        marks: 1,
        max_marks: 1,
      }),
    ]);
    const lessons = (await get(`/students/${w.ann.id}/lessons-performance`)).json();
    expect(lessons).toEqual([
      expect.objectContaining({ title: 'Fractions', items: 2, completed: 1, score_percent: 66.7 }),
    ]);
    expect((await get(`/students/${w.ann.id}/learning-path-performance`)).json()).toEqual([]);
  });

  it("lists each student's latest submission of a worksheet given to the class", async () => {
    const res = await get(`/worksheets/${w.worksheet.id}/submissions`);
    expect(res.json().map((s: { marks: number | null }) => s.marks)).toEqual([1, 1, null]);
  });

  it('answers 404 for an unknown class, a student not in it and a worksheet never given', async () => {
    const unknown = await app.inject({
      url: '/api/v1/classes/999999/class-performance',
      headers: w.teacher.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await get(`/students/${w.dee.id}/worksheets-performance`)).statusCode).toBe(404);
    expect((await get('/worksheets/999999/submissions')).statusCode).toBe(404);
  });

  it('answers 400 for a malformed id or window, before anything is read', async () => {
    const bad = await app.inject({
      url: '/api/v1/classes/abc/class-performance',
      headers: w.teacher.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect((await get('/class-performance?start=2026-13-45')).statusCode).toBe(400);
    expect((await get('/class-performance?start=2026-02-01&end=2026-01-01')).statusCode).toBe(400);
  });

  it("answers 403 to a teacher who does not teach the class, another school's and a student", async () => {
    expect((await get('/class-performance', w.stranger.headers)).statusCode).toBe(403);
    expect((await get('/class-performance', w.outsider.headers)).statusCode).toBe(403);
    const pupil = await signedIn(db, { userRoleId: 1, schoolId: w.school.id });
    expect((await get('/class-performance', pupil.headers)).statusCode).toBe(403);
  });
});
