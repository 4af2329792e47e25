import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { QuizDetail, QuizSummary, Revisions } from '@kyu/core/contract';
import { attempts } from '../../db/schema';
import { answer, submit } from '@kyu/test-support/api';
import { makeQuizWithQuestions, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

describe('quiz: what a student has in progress, and the review of what they finished', () => {
  const t = useTestApp();

  async function started(count = 3, quiz = {}) {
    const made = await makeQuizWithQuestions(t.db, count, quiz);
    const student = await signedIn(t.db);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${made.quiz.id}`,
      headers: student.headers,
    });
    return { ...made, ...student, detail: opened.json<QuizDetail>() };
  }

  const list = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/quiz', headers })).json<QuizSummary[]>();
  const save = (headers: Record<string, string>, evaluationId: number, value: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quiz/evaluations/${evaluationId}`,
      headers,
      payload: { value, time_spent: 2, num_options_clicked: 1 },
    });

  it('lists an attempt with answers saved as in progress, with how far it got', async () => {
    const { quiz, questions, headers, detail } = await started(3);
    expect((await list(headers)).find((q) => q.id === quiz.id)?.open_attempt).toBeUndefined();
    await save(headers, detail.evaluations[0]!.id, '2');
    await save(headers, detail.evaluations[1]!.id, '   ');
    await submit(t.app, quiz.id, [answer(questions[2]!.id, '2')], {
      headers,
      query: '?finish=false',
    });
    const listed = (await list(headers)).find((q) => q.id === quiz.id)!;
    expect(listed.open_attempt).toMatchObject({
      id: detail.attempt.id,
      answered: 2,
      question_count: 3,
      marks_given: 1,
      deadline_at: null,
    });
    expect(Date.parse(listed.open_attempt!.last_active_at)).not.toBeNaN();
  });

  it('stops listing an attempt once it is finished, or once its time has run out', async () => {
    const { quiz, questions, headers, detail } = await started(1);
    await save(headers, detail.evaluations[0]!.id, '2');
    await submit(t.app, quiz.id, [answer(questions[0]!.id, '2')], { headers });
    expect((await list(headers)).find((q) => q.id === quiz.id)?.open_attempt).toBeUndefined();

    const timed = await started(1, { quizTypeId: 4, timeLimit: 600 });
    await save(timed.headers, timed.detail.evaluations[0]!.id, '2');
    const shown = (await list(timed.headers)).find((q) => q.id === timed.quiz.id);
    expect(shown?.open_attempt?.deadline_at).toBe(timed.detail.attempt.deadline_at);
    await t.db
      .update(attempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(attempts.id, timed.detail.attempt.id));
    const after = (await list(timed.headers)).find((q) => q.id === timed.quiz.id);
    expect(after?.open_attempt).toBeUndefined();
  });

  it('shows no one else’s attempt as in progress', async () => {
    const { quiz, detail, headers } = await started(1);
    await save(headers, detail.evaluations[0]!.id, '2');
    const other = await signedIn(t.db);
    expect((await list(other.headers)).find((q) => q.id === quiz.id)?.open_attempt).toBeUndefined();
  });

  it('reviews the newest finished attempt with its marks, even after a new one is opened', async () => {
    const { quiz, questions, headers, detail } = await started(2);
    await submit(t.app, quiz.id, [answer(questions[0]!.id, '2'), answer(questions[1]!.id, '1')], {
      headers,
    });
    await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${quiz.id}?review=true`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const review = res.json<QuizDetail>();
    expect(review.attempt).toMatchObject({
      id: detail.attempt.id,
      grading_completed: true,
      total_score: 1,
    });
    expect(review.evaluations.map((e) => e.marks_given)).toEqual([1, 0]);
    expect(review.evaluations[0]!.explanation).toContain('Capetians');
  });

  it('reopens a finished quiz on its result with latest=true, and starts anew only without it', async () => {
    const { quiz, questions, headers, user, detail } = await started(2);
    await submit(t.app, quiz.id, [answer(questions[0]!.id, '2'), answer(questions[1]!.id, '1')], {
      headers,
    });
    const open = (query = '') =>
      t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}${query}`, headers });
    const reopened = (await open('?latest=true')).json<QuizDetail>();
    expect(reopened.attempt).toMatchObject({ id: detail.attempt.id, grading_completed: true });
    expect(reopened.evaluations.map((e) => e.marks_given)).toEqual([1, 0]);
    const count = async () =>
      (await t.db.select().from(attempts).where(eq(attempts.studentId, user.id))).length;
    expect(await count()).toBe(1);
    // Try again: a new attempt, which latest=true then resumes rather than the finished one.
    const again = (await open()).json<QuizDetail>();
    expect(again.attempt.id).not.toBe(detail.attempt.id);
    expect((await open('?latest=true')).json<QuizDetail>().attempt.id).toBe(again.attempt.id);
    expect(await count()).toBe(2);
  });

  it('answers 404 for a review of a quiz not finished, and starts no attempt', async () => {
    const { quiz, headers, user } = await started(1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${quiz.id}?review=true`,
      headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const rows = await t.db.select().from(attempts).where(eq(attempts.studentId, user.id));
    expect(rows).toHaveLength(1);
    const stranger = await signedIn(t.db);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${quiz.id}?review=true`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('lists revisions with each question’s text and never its answer', async () => {
    const { quiz, questions, headers } = await started(1);
    await submit(t.app, quiz.id, [answer(questions[0]!.id, '1')], { headers });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/revisions', headers });
    const [item] = res.json<Revisions>().items;
    expect(item).toMatchObject({
      question_id: questions[0]!.id,
      text: 'Which is the capital of France?',
    });
    expect(JSON.stringify(item)).not.toMatch(/Capetians|Paris|correct/);
  });
});
