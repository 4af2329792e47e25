import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { QuizDetail } from '@kyu/core/contract';
import { attempts, evaluations } from '../../db/schema';
import type { ChatModel } from '../../providers/llm/types';
import { submitForm } from '@kyu/test-support/api';
import {
  makeCourse,
  makeOpenQuestion,
  makeQuestion,
  makeQuiz,
  signedIn,
} from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

/** A marking model that answers only when the test lets it, so a client can leave meanwhile. */
function gatedModel() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const model: ChatModel & { release: () => void } = {
    name: 'gated',
    offline: false,
    release: () => open(),
    async *reply() {
      await gate;
      yield '{"points":[{"index":0,"marks":1,"reason":"names photosynthesis"}],"feedback":"Good."}';
    },
    title: async () => 'title',
  };
  return model;
}

async function eventually<T>(check: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('quiz: a client that leaves while its attempt is marked', () => {
  const model = gatedModel();
  const t = useTestApp({ chatModel: model });
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => t.app.server.closeAllConnections());

  it('loses nothing: every answer is still marked and saved, and the attempt completed', async () => {
    const course = await makeCourse(t.db);
    const choice = await makeQuestion(t.db, course.id);
    const open = await makeOpenQuestion(t.db, course.id);
    const quiz = await makeQuiz(t.db, { courseId: course.id, questionIds: [choice.id, open.id] });
    const { headers } = await signedIn(t.db);
    const detail = (await (
      await fetch(`${base}/quiz/${quiz.id}`, { headers })
    ).json()) as QuizDetail;

    const form = submitForm([
      { question_id: choice.id, value: '2', time_spent: 5, num_options_clicked: 1 },
      { question_id: open.id, value: 'Photosynthesis', time_spent: 50, num_options_clicked: 0 },
    ]);
    const abort = new AbortController();
    const response = await fetch(`${base}/quiz/${quiz.id}/submit`, {
      method: 'POST',
      headers: { ...headers, ...form.headers },
      body: form.payload,
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    let body = '';
    while (!body.includes('event: evaluations')) {
      const { value } = await reader.read();
      body += new TextDecoder().decode(value);
    }
    abort.abort();
    model.release();

    const attempt = await eventually(async () => {
      const [row] = await t.db.select().from(attempts).where(eq(attempts.id, detail.attempt.id));
      return row?.gradingCompleted ? row : undefined;
    });
    expect(attempt).toMatchObject({ totalScore: 2, xpCollected: 40 });
    const saved = await t.db
      .select()
      .from(evaluations)
      .where(eq(evaluations.attemptId, detail.attempt.id))
      .orderBy(evaluations.position);
    expect(saved.map((e) => [e.marksGiven, e.isSubmitted])).toEqual([
      [1, true],
      [1, true],
    ]);
  });
});
