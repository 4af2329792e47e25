import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courseTaggings, practiceDays, questionTaggings, users } from '../../db/schema';
import { submit } from '@kyu/test-support/api';
import { makeQuizWithQuestions, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { streakOf } from './streaks';
import { dayBefore, dayIn } from './time-zone';

describe('progress: streaks', () => {
  const t = useTestApp();

  it('counts back from yesterday until today is practised', () => {
    expect(streakOf(['2026-03-01', '2026-02-28', '2026-02-26'], '2026-03-02')).toEqual({
      active: false,
      days: 2,
    });
    expect(streakOf(['2026-03-02', '2026-03-01'], '2026-03-02')).toEqual({ active: true, days: 2 });
    expect(streakOf(['2026-02-28'], '2026-03-02')).toEqual({ active: false, days: 0 });
  });

  it('counts days in the zone the student is in, which the X-Time-Zone header sets', async () => {
    const { headers, user } = await signedIn(t.db);
    // Honolulu (UTC−10) and Kiritimati (UTC+14) are always a calendar day apart.
    const honolulu = dayIn('Pacific/Honolulu', new Date());
    await t.db.insert(practiceDays).values([
      { userId: user.id, day: dayBefore(honolulu) },
      { userId: user.id, day: dayBefore(dayBefore(honolulu)) },
    ]);
    const streaks = (zone: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/users/streaks',
        headers: { ...headers, 'x-time-zone': zone },
      });
    expect((await streaks('Pacific/Honolulu')).json()).toEqual({ active: false, days: 2 });
    expect((await streaks('Pacific/Kiritimati')).json()).toEqual({ active: false, days: 0 });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.timeZone).toBe('Pacific/Kiritimati');
    expect((await streaks('Mars/Olympus')).statusCode).toBe(400);
  });

  it('counts a finished quiz as practice today', async () => {
    const { headers } = await signedIn(t.db);
    const { quiz, questions } = await makeQuizWithQuestions(t.db, 1);
    await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers });
    await submit(
      t.app,
      quiz.id,
      [{ question_id: questions[0]!.id, value: '2', time_spent: 1, num_options_clicked: 1 }],
      { headers },
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/streaks', headers });
    expect(res.json()).toEqual({ active: true, days: 1 });
  });
});

describe('progress: mock exams', () => {
  const t = useTestApp();

  it('has no calculated score while there is nothing to score', async () => {
    const { headers } = await signedIn(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/mock/progress', headers });
    expect(res.json()).toEqual({ marks_given: 0, max_scores: 0 });
  });

  it('totals marks over graded exams, by topic and by attempt', async () => {
    const { headers } = await signedIn(t.db);
    const { quiz, questions, course } = await makeQuizWithQuestions(t.db, 2, {
      quizTypeId: 4,
      timeLimit: 3600,
    });
    const [topic] = await t.db
      .insert(courseTaggings)
      .values({ courseId: course.id, topicName: 'Capitals' })
      .returning();
    await t.db
      .insert(questionTaggings)
      .values(questions.map((q) => ({ questionId: q.id, courseTaggingId: topic!.id })));
    await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers });
    const answers = questions.map((q, i) => ({
      question_id: q.id,
      value: i === 0 ? '2' : '3',
      time_spent: 1,
      num_options_clicked: 1,
    }));
    await submit(t.app, quiz.id, answers, { headers });
    const get = async (path: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/users/mock/${path}`, headers })).json();
    expect(await get('progress')).toEqual({ marks_given: 1, max_scores: 2, calculated_score: 50 });
    expect(await get('performance')).toEqual([
      {
        course_tagging_id: topic!.id,
        topic_name: 'Capitals',
        marks_given: 1,
        max_scores: 2,
        calculated_score: 50,
      },
    ]);
    expect(await get('summary')).toMatchObject([
      { quiz_id: quiz.id, title: quiz.title, total_score: 1, max_score: 2 },
    ]);
  });
});
