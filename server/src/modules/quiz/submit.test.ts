import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Attempt, Evaluation, QuizDetail } from '@kyu/core/contract';
import { evaluations, revisionItems, xpEvents } from '../../db/schema';
import { answer, submit } from '@kyu/test-support/api';
import {
  makeCourse,
  makeOpenQuestion,
  makeQuestion,
  makeQuiz,
  makeQuizWithQuestions,
  signedIn,
} from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { dayIn } from '../progress/time-zone';

describe('quiz: submitting an attempt', () => {
  const t = useTestApp();

  async function opened(count = 2) {
    const made = await makeQuizWithQuestions(t.db, count);
    const student = await signedIn(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz/${made.quiz.id}`,
      headers: student.headers,
    });
    return { ...made, ...student, detail: res.json<QuizDetail>() };
  }

  it('streams each marked question then its explanation, then the attempt and end', async () => {
    const { quiz, questions, headers } = await opened();
    const [first, second] = questions;
    const { res, events } = await submit(
      t.app,
      quiz.id,
      [answer(first!.id, '2'), answer(second!.id, '1')],
      { headers: { ...headers, 'idempotency-key': 'k-1' } },
    );
    expect(res.statusCode).toBe(200);
    const names = events.map((e) => e.event);
    const firstExplanation = names.indexOf('explanation');
    expect(names[0]).toBe('evaluations');
    expect(firstExplanation).toBe(1);
    expect(names.lastIndexOf('evaluations')).toBeGreaterThan(firstExplanation);
    expect(names.slice(-2)).toEqual(['attempt', 'end']);
    const marked = events.filter((e) => e.event === 'evaluations').map((e) => e.data as Evaluation);
    expect(marked.map((e) => [e.question_id, e.marks_given, e.is_full_marks])).toEqual([
      [first!.id, 1, true],
      [second!.id, 0, false],
    ]);
    expect(marked[0]!.explanation).toContain('Capetians');
    const text = events
      .filter((e) => e.event === 'explanation')
      .map((e) => e.data as { question_id: number; delta: string })
      .filter((e) => e.question_id === first!.id)
      .map((e) => e.delta)
      .join('');
    expect(text).toBe(first!.explanation);
    const attempt = events.at(-2)!.data as Attempt;
    expect(attempt).toMatchObject({ grading_completed: true, total_score: 1, max_score: 2 });
    expect(attempt.xp_collected).toBe(10 + 20);
    expect(attempt.total_time_spent).toBe(20);
  });

  it('answers the same Idempotency-Key with the first result, and refuses another key', async () => {
    const { quiz, questions, headers } = await opened(1);
    const body = [answer(questions[0]!.id, '2')];
    const keyed = { ...headers, 'idempotency-key': 'same' };
    const first = await submit(t.app, quiz.id, body, { headers: keyed });
    const again = await submit(t.app, quiz.id, [answer(questions[0]!.id, '3')], { headers: keyed });
    const strip = (events: typeof first.events) => events.map((e) => e.event);
    expect(strip(again.events)).toEqual(strip(first.events));
    expect(again.events.at(-2)!.data).toEqual(first.events.at(-2)!.data);
    const other = await submit(t.app, quiz.id, body, {
      headers: { ...headers, 'idempotency-key': 'other' },
    });
    expect(other.res.statusCode).toBe(409);
    const { id } = first.events.at(-2)!.data as Attempt;
    const paid = await t.db.select().from(xpEvents).where(eq(xpEvents.attemptId, id));
    expect(paid.map((x) => x.amount)).toEqual([30]);
  });

  it('a check marks the answers sent and locks them; the attempt stays open', async () => {
    const { quiz, questions, headers, detail } = await opened();
    const { events } = await submit(t.app, quiz.id, [answer(questions[0]!.id, '2')], {
      headers,
      query: '?finish=false',
    });
    expect(events.map((e) => e.event)[0]).toBe('evaluations');
    expect((events.at(-2)!.data as Attempt).submitted_at).toBeNull();
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quiz/evaluations/${detail.evaluations[0]!.id}`,
      headers,
      payload: { value: '1', time_spent: 1, num_options_clicked: 1 },
    });
    expect(change.statusCode).toBe(409);
    const finish = await submit(t.app, quiz.id, [answer(questions[1]!.id, '2')], { headers });
    const attempt = finish.events.at(-2)!.data as Attempt;
    expect(attempt).toMatchObject({ grading_completed: true, total_score: 2 });
  });

  it('pays no XP past the daily cap of the student’s own calendar day', async () => {
    const { quiz, questions, headers, user } = await opened(1);
    const day = dayIn('Asia/Tokyo', new Date());
    await t.db
      .insert(xpEvents)
      .values({ userId: user.id, amount: 490, source: 'bonus', attemptId: null, day });
    const { events } = await submit(t.app, quiz.id, [answer(questions[0]!.id, '2')], {
      headers: { ...headers, 'x-time-zone': 'Asia/Tokyo' },
    });
    expect((events.at(-2)!.data as Attempt).xp_collected).toBe(10);
  });

  it('pays nothing for a review', async () => {
    const { quiz, questions, headers } = await opened(1);
    const { events } = await submit(t.app, quiz.id, [answer(questions[0]!.id, '2')], {
      headers,
      query: '?is_review=true',
    });
    expect((events.at(-2)!.data as Attempt).xp_collected).toBe(0);
  });

  it('keeps wrong answers to revise, and a revision quiz answered right masters them', async () => {
    const { quiz, questions, headers, user } = await opened(1);
    await submit(t.app, quiz.id, [answer(questions[0]!.id, '4')], { headers });
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/users/revisions', headers });
    expect(listed.json().items).toMatchObject([
      { question_id: questions[0]!.id, mistakes: 1, mastered: false },
    ]);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/revision',
      headers,
      payload: {},
    });
    expect(made.statusCode).toBe(201);
    const revision = made.json<{ id: number; quiz_type_id: number }>();
    expect(revision.quiz_type_id).toBe(9);
    await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${revision.id}`, headers });
    await submit(t.app, revision.id, [answer(questions[0]!.id, '2')], { headers });
    const [item] = await t.db.select().from(revisionItems).where(eq(revisionItems.userId, user.id));
    expect(item).toMatchObject({ mastered: true, mistakes: 1 });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quiz/revision',
      headers,
      payload: {},
    });
    expect(none.statusCode).toBe(422);
  });

  it('keeps the later of two answers sent for one question', async () => {
    const { quiz, questions, headers } = await opened(1);
    const { events } = await submit(
      t.app,
      quiz.id,
      [answer(questions[0]!.id, '2'), answer(questions[0]!.id, '3')],
      { headers },
    );
    const [marked] = events.filter((e) => e.event === 'evaluations').map((e) => e.data);
    expect(marked).toMatchObject({ value: '3', marks_given: 0 });
  });

  it('streams and saves every mark in question order when an open answer sits between choices', async () => {
    const course = await makeCourse(t.db);
    const first = await makeQuestion(t.db, course.id);
    const open = await makeOpenQuestion(t.db, course.id);
    const last = await makeQuestion(t.db, course.id);
    const quiz = await makeQuiz(t.db, {
      courseId: course.id,
      questionIds: [first.id, open.id, last.id],
    });
    const { headers } = await signedIn(t.db);
    await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quiz.id}`, headers });
    const { events } = await submit(
      t.app,
      quiz.id,
      [answer(first.id, '2'), answer(open.id, 'Photosynthesis'), answer(last.id, '1')],
      { headers },
    );
    const marked = events.filter((e) => e.event === 'evaluations').map((e) => e.data as Evaluation);
    expect(marked.map((e) => [e.question_id, e.marks_given])).toEqual([
      [first.id, 1],
      [open.id, 1],
      [last.id, 0],
    ]);
    const attempt = events.at(-2)!.data as Attempt;
    expect(attempt).toMatchObject({ grading_completed: true, total_score: 2 });
    const saved = await t.db
      .select()
      .from(evaluations)
      .where(eq(evaluations.attemptId, attempt.id))
      .orderBy(evaluations.position);
    expect(saved.map((e) => [e.marksGiven, e.isSubmitted])).toEqual([
      [1, true],
      [1, true],
      [0, true],
    ]);
  });

  it('refuses an option the question does not have, before saving anything', async () => {
    const { quiz, questions, headers } = await opened(1);
    const { res } = await submit(t.app, quiz.id, [answer(questions[0]!.id, '9')], { headers });
    expect(res.statusCode).toBe(400);
  });
});
