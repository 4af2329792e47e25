import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Evaluation, QuizDetail } from '@kyu/core/contract';
import { attempts } from '../../db/schema';
import { submit } from '@kyu/test-support/api';
import { makeQuizWithQuestions, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

describe('quiz: autosaving answers', () => {
  const t = useTestApp();

  async function opened() {
    const made = await makeQuizWithQuestions(t.db, 2);
    const student = await signedIn(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${made.quiz.id}`,
      headers: student.headers,
    });
    return { ...made, ...student, detail: res.json<QuizDetail>() };
  }

  const patch = (id: number, headers: Record<string, string>, payload: object, query = '') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quiz/evaluations/${id}${query}`,
      headers,
      payload,
    });

  it('opens one evaluation per question with nothing answered, and resumes it', async () => {
    const { quiz, detail, headers } = await opened();
    expect(detail.evaluations.map((e) => e.value)).toEqual([null, null]);
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers });
    expect(again.json<QuizDetail>().attempt.id).toBe(detail.attempt.id);
  });

  it('saving the same answer twice leaves the same answer', async () => {
    const { detail, headers } = await opened();
    const id = detail.evaluations[0]!.id;
    const body = { value: '3', time_spent: 12, num_options_clicked: 2 };
    const first = await patch(id, headers, body);
    const second = await patch(id, headers, body);
    expect(first.statusCode).toBe(200);
    expect(second.json<Evaluation>()).toEqual(first.json<Evaluation>());
    expect(first.json<Evaluation>()).toMatchObject({ value: '3', marks_given: null });
  });

  it('keeps the time the client counts and ignores the score and XP it reports', async () => {
    const { detail, headers } = await opened();
    const query = '?total_time_spent=95&total_score=99&xp_collected=500';
    await patch(
      detail.evaluations[0]!.id,
      headers,
      { value: '2', time_spent: 5, num_options_clicked: 1 },
      query,
    );
    const [row] = await t.db.select().from(attempts).where(eq(attempts.id, detail.attempt.id));
    expect(row).toMatchObject({ totalTimeSpent: 95, totalScore: 0, xpCollected: 0 });
  });

  it('refuses an option order the question does not have with 400', async () => {
    const { detail, headers } = await opened();
    const res = await patch(detail.evaluations[0]!.id, headers, {
      value: '7',
      time_spent: 1,
      num_options_clicked: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('value');
  });

  it('refuses changes once the attempt is submitted with 409', async () => {
    const { quiz, questions, detail, headers } = await opened();
    await submit(t.app, quiz.id, [], { headers });
    const res = await patch(detail.evaluations[0]!.id, headers, {
      value: '2',
      time_spent: 1,
      num_options_clicked: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(questions).toHaveLength(2);
  });

  it("answers 404 for someone else's evaluation", async () => {
    const { detail } = await opened();
    const other = await signedIn(t.db);
    const res = await patch(detail.evaluations[0]!.id, other.headers, {
      value: '2',
      time_spent: 1,
      num_options_clicked: 1,
    });
    expect(res.statusCode).toBe(404);
  });
});
