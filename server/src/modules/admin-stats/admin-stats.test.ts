import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  Attention,
  FeedbackPage,
  Statistics,
  StudentDetailedReport,
} from '@kyu/core/contract';
import {
  makeCourse,
  makeMarkedAttempt,
  makeMessages,
  makePaidSubscription,
  makeQuestion,
  makeQuiz,
  makeSchool,
  makeThread,
  makeUser,
  signedIn,
} from '@kyu/test-support/db';
import { documents, questionReports, subscriptions } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';

type Headers = Record<string, string>;

const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00Z`);
const WINDOW = '?start=2026-03-01&end=2026-03-05';

describe('the admin console home, statistics and detailed student report', () => {
  const t = useTestApp();
  let superAdmin: Headers;
  let hillsideAdmin: Headers;
  let riversideAdmin: Headers;
  let teacher: Headers;
  let hillside: number;
  let riverside: number;
  let ann: number;
  let rob: number;
  let hillsideCourse: number;

  const get = (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers });
  const ok = async <T>(url: string, headers: Headers) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    const { db } = t;
    hillside = (await makeSchool(db, { schoolName: 'Hillside' })).id;
    riverside = (await makeSchool(db, { schoolName: 'Riverside' })).id;
    superAdmin = (await signedIn(db, { userRoleId: 3, schoolId: null })).headers;
    hillsideAdmin = (await signedIn(db, { userRoleId: 3, schoolId: hillside })).headers;
    riversideAdmin = (await signedIn(db, { userRoleId: 3, schoolId: riverside })).headers;
    teacher = (await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId: hillside })).headers;
    const student = (schoolId: number, firstName: string) =>
      makeUser(db, { userRoleId: 1, schoolId, firstName, lastName: 'Pupil' });
    ann = (await student(hillside, 'Ann')).id;
    rob = (await student(riverside, 'Rob')).id;

    const course = await makeCourse(db, { name: 'Fractions', schoolId: hillside });
    hillsideCourse = course.id;
    const question = await makeQuestion(db, course.id, { text: 'Add 1/3 and 1/4' });
    const quiz = await makeQuiz(db, { courseId: course.id, questionIds: [question.id] });
    const mark = (studentId: number, full: boolean, gradedAt: Date) =>
      makeMarkedAttempt(db, quiz.id, studentId, [{ questionId: question.id, full }], { gradedAt });
    await mark(ann, true, at('2026-03-02'));
    await mark(ann, false, at('2026-03-02', '15:00'));
    await mark(ann, true, at('2026-03-04'));
    await mark(rob, true, at('2026-03-02'));

    const thread = await makeThread(db, { userId: ann, schoolId: hillside });
    const [, liked] = await makeMessages(db, thread.id, ['What is a half of 6?', 'It is 3.'], {
      createdAt: at('2026-03-02'),
    });
    const [, disliked] = await makeMessages(db, thread.id, ['And of 8?', 'Maybe 5.'], {
      createdAt: at('2026-03-03'),
    });
    await db.execute(sql`update chat_messages set liked = true where id = ${liked!.id}`);
    await db.execute(sql`update chat_messages set disliked = true where id = ${disliked!.id}`);
    const other = await makeThread(db, { userId: rob, schoolId: riverside });
    await makeMessages(db, other.id, ['Hello', 'Hi'], { createdAt: at('2026-03-02') });

    await db.insert(questionReports).values({ questionId: question.id, message: 'Typo here' });
    const sub = await makePaidSubscription(db, {
      learnerId: ann,
      payerId: ann,
      items: [{ courseId: course.id, priceId: 'price_test_fractions' }],
    });
    await db
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(sql`id = ${sub.id}`);
    await db.insert(documents).values({
      schoolId: hillside,
      documentTypeId: 1,
      title: 'Scanned worksheet',
      filename: 'scan.pdf',
      mimeType: 'application/pdf',
      byteSize: 10,
      sha256: 'x',
      extractedText: '',
    });
    await db.execute(sql`insert into pgboss.job (name, state, data, output, completed_on)
      values ('worksheet-generation', 'failed', '{}', '{"message":"model timed out"}', now())`);
  });

  describe('GET /admin/attention', () => {
    it("counts a school admin's open reports, payments past due and documents not indexed", async () => {
      const body = await ok<Attention>('/attention', hillsideAdmin);
      expect(body.reported_questions.count).toBe(1);
      expect(body.reported_questions.newest[0]?.label).toContain('Typo here');
      expect(body.payment_failures).toMatchObject({
        count: 1,
        newest: [{ label: 'Ann Pupil: payment past due' }],
      });
      expect(body.documents_not_indexed.newest.map((d) => d.label)).toEqual(['Scanned worksheet']);
      expect(body.failed_jobs).toBeNull();
    });

    it("shows another school's admin none of the first school's records", async () => {
      const body = await ok<Attention>('/attention', riversideAdmin);
      expect(body.reported_questions.count).toBe(0);
      expect(body.payment_failures.count).toBe(0);
      expect(body.documents_not_indexed.count).toBe(0);
    });

    it("shows Kyu's administrators the failed jobs of the last days", async () => {
      const body = await ok<Attention>('/attention?days=2', superAdmin);
      expect(body.failed_jobs?.count).toBe(1);
      expect(body.failed_jobs?.newest[0]?.label).toBe('worksheet-generation: model timed out');
    });

    it("refuses a school admin naming another school's records", async () => {
      expect((await get(`/attention?school_id=${hillside}`, riversideAdmin)).statusCode).toBe(403);
    });

    it('refuses a teacher', async () => {
      expect((await get('/attention', teacher)).statusCode).toBe(403);
    });
  });

  describe('GET /admin/statistics', () => {
    it("counts a school's activity by day, with zeros on quiet days", async () => {
      const body = await ok<Statistics>(`/statistics${WINDOW}`, hillsideAdmin);
      expect(body.days).toEqual([
        {
          day: '2026-03-01',
          active_students: 0,
          quizzes_taken: 0,
          chat_messages: 0,
          likes: 0,
          dislikes: 0,
        },
        {
          day: '2026-03-02',
          active_students: 1,
          quizzes_taken: 2,
          chat_messages: 1,
          likes: 1,
          dislikes: 0,
        },
        {
          day: '2026-03-03',
          active_students: 0,
          quizzes_taken: 0,
          chat_messages: 1,
          likes: 0,
          dislikes: 1,
        },
        {
          day: '2026-03-04',
          active_students: 1,
          quizzes_taken: 1,
          chat_messages: 0,
          likes: 0,
          dislikes: 0,
        },
        {
          day: '2026-03-05',
          active_students: 0,
          quizzes_taken: 0,
          chat_messages: 0,
          likes: 0,
          dislikes: 0,
        },
      ]);
      expect(body.courses).toEqual([
        {
          course_id: hillsideCourse,
          course_name: 'Fractions',
          active_students: 1,
          quizzes_taken: 3,
        },
      ]);
    });

    it("counts every school for Kyu's administrators, or the one they name", async () => {
      const all = await ok<Statistics>(`/statistics${WINDOW}`, superAdmin);
      expect(all.days[1]).toMatchObject({ active_students: 2, quizzes_taken: 3, chat_messages: 2 });
      const one = await ok<Statistics>(`/statistics${WINDOW}&school_id=${riverside}`, superAdmin);
      expect(one.days[1]).toMatchObject({ active_students: 1, quizzes_taken: 1, chat_messages: 1 });
    });

    it('narrows the quiz figures to one course', async () => {
      const body = await ok<Statistics>(`/statistics${WINDOW}&course_id=999999`, superAdmin);
      expect(body.days.every((d) => d.quizzes_taken === 0)).toBe(true);
      expect(body.courses).toEqual([]);
    });

    it('refuses a school admin naming another school (403)', async () => {
      const res = await get(`/statistics${WINDOW}&school_id=${hillside}`, riversideAdmin);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });

    it('refuses dates that are not days, start after end, and more than a year (400)', async () => {
      for (const query of [
        '?start=2026-13-45&end=2026-03-05',
        '?start=yesterday',
        '?start=2026-03-05&end=2026-03-01',
        '?start=2024-01-01&end=2026-03-01',
      ]) {
        const res = await get(`/statistics${query}`, superAdmin);
        expect(res.statusCode, query).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    });

    it('covers the last 30 days by default', async () => {
      const body = await ok<Statistics>('/statistics', hillsideAdmin);
      expect(body.days).toHaveLength(30);
      expect(body.days.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    });
  });

  describe('GET /admin/statistics/feedback', () => {
    it('lists rated coach replies newest first, with what was asked', async () => {
      const body = await ok<FeedbackPage>(`/statistics/feedback${WINDOW}`, hillsideAdmin);
      expect(body.total_count).toBe(2);
      expect(body.items.map((i) => [i.reply, i.asked, i.liked, i.disliked])).toEqual([
        ['Maybe 5.', 'And of 8?', false, true],
        ['It is 3.', 'What is a half of 6?', true, false],
      ]);
      expect(body.items[0]).toMatchObject({ user_name: 'Ann Pupil', school_name: 'Hillside' });
    });

    it('pages from 1 and filters by rating', async () => {
      const second = await ok<FeedbackPage>(
        `/statistics/feedback${WINDOW}&size=1&page=2`,
        superAdmin,
      );
      expect(second.items.map((i) => i.reply)).toEqual(['It is 3.']);
      const liked = await ok<FeedbackPage>(
        `/statistics/feedback${WINDOW}&rating=liked`,
        superAdmin,
      );
      expect(liked.items.map((i) => i.reply)).toEqual(['It is 3.']);
      expect((await get(`/statistics/feedback${WINDOW}&page=0`, superAdmin)).statusCode).toBe(400);
    });

    it('refuses a school admin naming another school, and bad dates', async () => {
      expect(
        (await get(`/statistics/feedback?school_id=${hillside}`, riversideAdmin)).statusCode,
      ).toBe(403);
      expect((await get('/statistics/feedback?end=2026-02-30', superAdmin)).statusCode).toBe(400);
    });
  });

  describe('GET /admin/students/{studentId}/report', () => {
    it("reports a school's student: totals, weeks, topics, quizzes with marks, XP and streak", async () => {
      const body = await ok<StudentDetailedReport>(`/students/${ann}/report`, hillsideAdmin);
      expect(body).toMatchObject({
        student_id: ann,
        name: 'Ann Pupil',
        school_name: 'Hillside',
        totals: { answered: 3, correct: 2 },
        score_over_time: [{ week: '2026-03-02', answered: 3 }],
        xp: expect.objectContaining({ level: expect.any(Number) }),
        streak: expect.objectContaining({ days: expect.any(Number) }),
      });
      expect(body.quizzes.map((q) => [q.graded_at.slice(0, 10), q.course_name])).toEqual([
        ['2026-03-04', 'Fractions'],
        ['2026-03-02', 'Fractions'],
        ['2026-03-02', 'Fractions'],
      ]);
    });

    it('narrows the marks to a window', async () => {
      const body = await ok<StudentDetailedReport>(
        `/students/${ann}/report?start=2026-03-03&end=2026-03-05`,
        superAdmin,
      );
      expect(body.totals).toMatchObject({ answered: 1, correct: 1, score_percent: 100 });
    });

    it("refuses another school's student (403), and answers 404 for someone not a student", async () => {
      expect((await get(`/students/${rob}/report`, hillsideAdmin)).statusCode).toBe(403);
      expect((await get(`/students/${ann}/report`, riversideAdmin)).statusCode).toBe(403);
      expect((await get('/students/999999/report', superAdmin)).statusCode).toBe(404);
      expect(
        (await get(`/students/${ann}/report?start=2026-03-05&end=2026-03-01`, superAdmin))
          .statusCode,
      ).toBe(400);
    });
  });
});
