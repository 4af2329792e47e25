import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Evaluation, QuizDetail } from '@kyu/core/contract';
import { attempts } from '../../db/schema';
import { makeQuizWithQuestions, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { createFinisher } from './service';

describe('quiz: a timed attempt whose time runs out', () => {
  const t = useTestApp();

  /** A timed attempt with its first answer autosaved, then its deadline moved into the past. */
  async function expired() {
    const { quiz } = await makeQuizWithQuestions(t.db, 2, { timeLimit: 600 });
    const student = await signedIn(t.db);
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${quiz.id}`,
      headers: student.headers,
    });
    const detail = open.json<QuizDetail>();
    expect(Date.parse(detail.attempt.deadline_at!) - Date.parse(detail.attempt.started_at)).toBe(
      600_000,
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quiz/evaluations/${detail.evaluations[0]!.id}`,
      headers: student.headers,
      payload: { value: '2', time_spent: 30, num_options_clicked: 1 },
    });
    await t.db
      .update(attempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(attempts.id, detail.attempt.id));
    return { quiz, detail, ...student };
  }

  it('is finished from its autosaved answers when next read', async () => {
    const { quiz, headers } = await expired();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${quiz.id}/evaluations`,
      headers,
    });
    const marks = res.json<Evaluation[]>().map((e) => [e.value, e.marks_given]);
    expect(marks).toEqual([
      ['2', 1],
      [null, 0],
    ]);
  });

  it('refuses a late answer with 409', async () => {
    const { detail, headers } = await expired();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quiz/evaluations/${detail.evaluations[1]!.id}`,
      headers,
      payload: { value: '2', time_spent: 5, num_options_clicked: 1 },
    });
    expect(res.statusCode).toBe(409);
  });

  it('is finished by the sweeper when nobody comes back', async () => {
    const { detail } = await expired();
    const finisher = createFinisher({
      db: t.db,
      model: t.app.chatModel,
      log: t.app.log,
      questions: t.app.questionCache,
    });
    expect(await finisher.sweep()).toBeGreaterThanOrEqual(1);
    await finisher.close();
    const [row] = await t.db.select().from(attempts).where(eq(attempts.id, detail.attempt.id));
    expect(row).toMatchObject({ gradingCompleted: true, totalScore: 1, submitKey: null });
    expect(row!.xpCollected).toBe(30);
  });
});
