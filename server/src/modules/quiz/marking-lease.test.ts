import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuizDetail } from '@kyu/core/contract';
import { submitForm } from '@kyu/test-support/api';
import {
  makeCourse,
  makeOpenQuestion,
  makeQuestion,
  makeQuiz,
  signedIn,
} from '@kyu/test-support/db';
import { attempts, evaluations } from '../../db/schema';
import type { ChatModel } from '../../providers/llm/types';
import { useTestApp } from '../../test/use-test-app';
import { MARKING_LEASE_MS } from './service/finisher';
import * as q from './queries';

const model: ChatModel = {
  name: 'marker',
  offline: false,
  async *reply() {
    yield '{"points":[{"index":0,"marks":1,"reason":"names photosynthesis"}],"feedback":"Good."}';
  },
  title: async () => 'title',
};

/**
 * Marking survives its marker dying (issue 23): an attempt claimed by a submit whose marker was
 * cut off (a database restart, an instance killed) is marked by the student's next submit of
 * it once the marker's lease is over, and paid once; marking under way is left alone.
 */
describe('quiz: marking held by a lease', () => {
  const t = useTestApp({ chatModel: model });

  /** An attempt submitted `agoSeconds` ago with key `key`, its answers saved and none marked. */
  async function claimedAttempt(key: string, agoSeconds: number) {
    const course = await makeCourse(t.db);
    const choice = await makeQuestion(t.db, course.id);
    const open = await makeOpenQuestion(t.db, course.id);
    const quiz = await makeQuiz(t.db, { courseId: course.id, questionIds: [choice.id, open.id] });
    const { headers } = await signedIn(t.db);
    const detail = (
      await t.app.inject({ url: `/api/v1/quiz/${quiz.id}`, headers })
    ).json<QuizDetail>();
    const attemptId = detail.attempt.id;
    for (const [questionId, value] of [
      [choice.id, '2'],
      [open.id, 'Photosynthesis'],
    ] as const) {
      await t.db
        .update(evaluations)
        .set({ value, isSubmitted: true })
        .where(
          sql`${evaluations.attemptId} = ${attemptId} and ${evaluations.questionId} = ${questionId}`,
        );
    }
    await t.db
      .update(attempts)
      .set({ submittedAt: sql`now() - ${`${agoSeconds} seconds`}::interval`, submitKey: key })
      .where(eq(attempts.id, attemptId));
    const form = submitForm([
      { question_id: choice.id, value: '2', time_spent: 5, num_options_clicked: 1 },
      { question_id: open.id, value: 'Photosynthesis', time_spent: 50, num_options_clicked: 0 },
    ]);
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/quiz/${quiz.id}/submit`,
        headers: { ...headers, ...form.headers, 'idempotency-key': key },
        payload: form.payload,
      });
    return { attemptId, submit };
  }

  const attemptRow = async (id: number) =>
    (await t.db.select().from(attempts).where(eq(attempts.id, id)))[0]!;

  it('marks an attempt whose marker is gone when the student submits it again, paying once', async () => {
    const { attemptId, submit } = await claimedAttempt('lost-marker', 20);
    const again = await submit();
    expect(again.statusCode).toBe(200);
    expect(again.body.match(/event: evaluations/g)).toHaveLength(2);
    expect(again.body).toContain('event: attempt');
    expect(await attemptRow(attemptId)).toMatchObject({
      gradingCompleted: true,
      totalScore: 2,
      xpCollected: 40,
    });
    // A third try answers the same marks, marking nothing again.
    const third = await submit();
    expect(third.body.match(/event: evaluations/g)).toHaveLength(2);
    expect(await attemptRow(attemptId)).toMatchObject({ xpCollected: 40 });
  });

  it('leaves marking under way alone until its lease is over, then lets one marker take it', async () => {
    const { attemptId } = await claimedAttempt('marking', 0);
    const due = async () =>
      (await q.attemptsToFinish(t.db, new Date(0), MARKING_LEASE_MS)).some(
        (a) => a.id === attemptId,
      );
    // Just submitted: its submit is marking it.
    expect(await q.holdMarking(t.db, attemptId, MARKING_LEASE_MS, false)).toBe(false);
    expect(await due()).toBe(false);
    // The marker stopped renewing: due, and taken by exactly one of two who try.
    await t.db
      .update(attempts)
      .set({ markingUntil: sql`now() - interval '1 second'` })
      .where(eq(attempts.id, attemptId));
    expect(await due()).toBe(true);
    const tries = await Promise.all([
      q.holdMarking(t.db, attemptId, MARKING_LEASE_MS, false),
      q.holdMarking(t.db, attemptId, MARKING_LEASE_MS, false),
    ]);
    expect(tries.filter(Boolean)).toHaveLength(1);
    expect(await due()).toBe(false);
  });
});
