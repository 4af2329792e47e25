import { describe, expect, it } from 'vitest';
import type { Attempt, Evaluation, QuizDetail, SharedAttempter } from '@kyu/core/contract';
import { submit } from '@kyu/test-support/api';
import { makeQuizWithQuestions, signedIn } from '@kyu/test-support/db';
import { parseSse } from '@kyu/test-support/sse';
import { useTestApp } from '../../test/use-test-app';

describe('quiz: shared and demo attempts without an account', () => {
  const t = useTestApp();

  it('takes a shared quiz from start to marks, and its owner sees who took it', async () => {
    const owner = await signedIn(t.db, { userRoleId: 2 });
    const { quiz, questions } = await makeQuizWithQuestions(t.db, 1, {
      isShared: true,
      ownerId: owner.user.id,
    });
    const start = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/quiz/shared/attempts',
      payload: { quiz_id: quiz.id, full_name: 'Ann Visitor', email: 'Ann@Example.com' },
    });
    expect(start.statusCode).toBe(200);
    const detail = start.json<QuizDetail>();
    expect(detail.session_id).toMatch(/^[\w-]{43}$/);
    expect(detail.attempt.student_id).toBeNull();

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/shared/attempts/question',
      payload: {
        session_id: detail.session_id,
        question_id: questions[0]!.id,
        value: '2',
        time_spent: 4,
        num_options_clicked: 1,
      },
    });
    expect(saved.json<Evaluation>()).toMatchObject({ value: '2', marks_given: null });
    const { events } = await submit(t.app, quiz.id, [], {
      query: `?session_id=${detail.session_id}`,
    });
    expect(events.at(-2)!.data as Attempt).toMatchObject({ total_score: 1, xp_collected: 0 });

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/shared/attempters?quiz_id=${quiz.id}`,
      headers: owner.headers,
    });
    expect(listed.json<SharedAttempter[]>()).toEqual([
      {
        id: detail.attempt.id,
        full_name: 'Ann Visitor',
        email: 'ann@example.com',
        total_score: 1,
        worksheet_id: quiz.id,
        attempt_id: detail.attempt.id,
      },
    ]);
    const stranger = await signedIn(t.db, { userRoleId: 2 });
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/shared/attempters?quiz_id=${quiz.id}`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses to share a quiz that is not shared', async () => {
    const { quiz } = await makeQuizWithQuestions(t.db, 1);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/quiz/shared/attempts',
      payload: { quiz_id: quiz.id, full_name: 'Ann', email: 'ann@example.com' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('resumes a demo attempt by its session id, and only a demo quiz has one', async () => {
    const { quiz } = await makeQuizWithQuestions(t.db, 1, { isDemo: true });
    const first = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}/demo` })
    ).json<QuizDetail>();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${quiz.id}/demo?session_id=${first.session_id}`,
    });
    expect(again.json<QuizDetail>().attempt.id).toBe(first.attempt.id);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${quiz.id}/evaluations?session_id=${'x'.repeat(43)}`,
    });
    expect(wrong.statusCode).toBe(404);
    const plain = await makeQuizWithQuestions(t.db, 1);
    const notDemo = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${plain.quiz.id}/demo`,
    });
    expect(notDemo.statusCode).toBe(404);
  });

  it('lets staff test how answers mark, with the reasons, and keeps nothing', async () => {
    const teacher = await signedIn(t.db, { userRoleId: 2 });
    const { quiz, questions } = await makeQuizWithQuestions(t.db, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/test-submit`,
      headers: teacher.headers,
      payload: {
        evaluations: [
          { question_id: questions[0]!.id, value: '1', time_spent: 1, num_options_clicked: 1 },
        ],
      },
    });
    const events = parseSse(res.body).map((e) => e.event);
    expect(events).toEqual(['evaluations', 'scoring_rationale', 'attempt', 'end']);
    const student = await signedIn(t.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/${quiz.id}/test-submit`,
      headers: student.headers,
      payload: { evaluations: [] },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('quiz: reactions to a marked answer', () => {
  const t = useTestApp();

  it('toggles likes and bookmarks, and shows the key of a marked answer', async () => {
    const { quiz, questions } = await makeQuizWithQuestions(t.db, 1);
    const { headers } = await signedIn(t.db);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers })
    ).json<QuizDetail>();
    const id = detail.evaluations[0]!.id;
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/evaluations/${id}/feedback`,
      headers,
      payload: { reaction: 'liked' },
    });
    expect(early.statusCode).toBe(409);
    await submit(
      t.app,
      quiz.id,
      [{ question_id: questions[0]!.id, value: '2', time_spent: 1, num_options_clicked: 1 }],
      { headers },
    );
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/evaluations/${id}/feedback`,
      headers,
      payload: { reaction: 'liked', message: 'Clear, thanks' },
    });
    expect(liked.json<Evaluation>()).toMatchObject({ liked: true, disliked: false });
    const disliked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quiz/evaluations/${id}/feedback`,
      headers,
      payload: { reaction: 'disliked' },
    });
    expect(disliked.json<Evaluation>()).toMatchObject({ liked: false, disliked: true });
    const mark = () =>
      t.app.inject({ method: 'POST', url: `/api/v1/quiz/evaluations/${id}/bookmarks`, headers });
    expect((await mark()).json()).toEqual({ bookmarked: true });
    expect((await mark()).json()).toEqual({ bookmarked: false });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/evaluations/${id}`,
      headers,
    });
    expect(one.json<Evaluation>().method_answer).toBe(questions[0]!.methodAnswer);
  });

  it('lets a class of thirty behind one school address start a shared quiz, and limits a flood', async () => {
    const { quiz } = await makeQuizWithQuestions(t.db, 1, { isShared: true });
    const start = (n: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/quiz/shared/attempts',
        payload: { quiz_id: quiz.id, full_name: `Pupil ${n}`, email: `pupil${n}@example.com` },
        remoteAddress: '203.0.113.30',
      });
    const statuses: number[] = [];
    for (let n = 0; n < 121; n++) statuses.push((await start(n)).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    const flood = await start(121);
    expect(flood.statusCode).toBe(429);
    expect(flood.headers['retry-after']).toBeDefined();
  });
});
