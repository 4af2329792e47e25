import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StickerBook } from '@kyu/core/contract';
import { earnedStickers, practiceDays, xpEvents } from '../../db/schema';
import { answer, submit } from '@kyu/test-support/api';
import { makeCourse, makeQuestion, makeQuiz, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { dayBefore, dayIn } from '../progress/time-zone';
import { awardStickers } from './service';

describe('the sticker book', () => {
  const t = useTestApp();

  /** A student and a quiz of `count` choice questions (option 2 is right). */
  async function setUp(count = 2) {
    const student = await signedIn(t.db);
    const course = await makeCourse(t.db);
    const questions = [];
    for (let i = 0; i < count; i++) questions.push(await makeQuestion(t.db, course.id));
    const quiz = await makeQuiz(t.db, {
      courseId: course.id,
      questionIds: questions.map((q) => q.id),
    });
    return { ...student, questions, quiz };
  }

  async function take(quizId: number, headers: Record<string, string>, answers: unknown[]) {
    await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quizId}`, headers });
    await submit(t.app, quizId, answers, { headers });
  }

  const book = async (headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/students/sticker-book',
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json<StickerBook>().stickers;
  };
  const earned = async (headers: Record<string, string>) =>
    (await book(headers)).filter((s) => s.earned_at !== null).map((s) => s.code);
  const seen = (headers: Record<string, string>, codes: string[]) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/students/sticker-book/seen',
      headers,
      payload: { codes },
    });

  it('shows every sticker of the catalogue, none earned, to a new student', async () => {
    const { headers } = await signedIn(t.db);
    const stickers = await book(headers);
    expect(stickers[0]).toMatchObject({
      code: 'first-quiz',
      title: 'First steps',
      image: '/api/v1/art/stickers/first-quiz.svg',
      earned_at: null,
      is_new: false,
    });
    expect(stickers.map((s) => s.code)).toContain('level-10');
  });

  it('awards the first quiz and a perfect score when every answer gets full marks', async () => {
    const { quiz, questions, headers } = await setUp(2);
    await take(
      quiz.id,
      headers,
      questions.map((q) => answer(q.id, '2')),
    );
    expect(await earned(headers)).toEqual(['first-quiz', 'perfect-score']);
    expect((await book(headers))[0]).toMatchObject({ is_new: true });
  });

  it('awards the first quiz but no perfect score when an answer is wrong', async () => {
    const { quiz, questions, headers } = await setUp(2);
    const [a, b] = questions as [(typeof questions)[0], (typeof questions)[0]];
    await take(quiz.id, headers, [answer(a.id, '2'), answer(b.id, '1')]);
    expect(await earned(headers)).toEqual(['first-quiz']);
  });

  it('awards every level the finish reaches', async () => {
    const { user, quiz, questions, headers } = await setUp(1);
    // 290 XP from an earlier day: the quiz's 30 more reach level 3 (300 XP).
    await t.db
      .insert(xpEvents)
      .values({ userId: user.id, amount: 290, source: 'bonus', day: '2024-01-01' });
    await take(
      quiz.id,
      headers,
      questions.map((q) => answer(q.id, '2')),
    );
    expect(await earned(headers)).toEqual(expect.arrayContaining(['level-2', 'level-3']));
    expect(await earned(headers)).not.toContain('level-4');
  });

  it('awards a streak sticker when the run of practice days ending today reaches it', async () => {
    const { user, quiz, questions, headers } = await setUp(1);
    const today = dayIn('UTC', new Date());
    const yesterday = dayBefore(today);
    await t.db.insert(practiceDays).values([
      { userId: user.id, day: yesterday },
      { userId: user.id, day: dayBefore(yesterday) },
    ]);
    await take(
      quiz.id,
      headers,
      questions.map((q) => answer(q.id, '1')),
    );
    expect(await earned(headers)).toEqual(['first-quiz', 'streak-3']);
  });

  it('keeps a sticker’s first date when it is awarded again', async () => {
    const { user, headers } = await signedIn(t.db);
    await awardStickers(t.db, [user.id], 'promotion');
    const first = (await book(headers)).find((s) => s.code === 'promotion')!.earned_at;
    await awardStickers(t.db, [user.id], 'promotion');
    expect((await book(headers)).find((s) => s.code === 'promotion')!.earned_at).toBe(first);
    expect(first).not.toBeNull();
  });

  it('gives a sticker to many students at once, as a league rollover does', async () => {
    const [a, b] = [await signedIn(t.db), await signedIn(t.db)];
    await awardStickers(
      t.db,
      [a.user.id, b.user.id, ...Array.from({ length: 40_000 }, () => a.user.id)],
      'promotion',
    );
    for (const { headers } of [a, b]) expect(await earned(headers)).toEqual(['promotion']);
  });

  it('shows level stickers beyond 10 once one is earned', async () => {
    const { user, headers } = await signedIn(t.db);
    await awardStickers(t.db, [user.id], 'level-12');
    expect((await book(headers)).at(-1)).toMatchObject({ code: 'level-12', title: 'Level 12' });
  });

  it('marks earned stickers seen and ignores codes the student has not earned', async () => {
    const { user, headers } = await signedIn(t.db);
    await awardStickers(t.db, [user.id], 'promotion');
    const res = await seen(headers, ['promotion', 'streak-30', 'level-1']);
    expect(res.statusCode).toBe(200);
    const stickers = res.json<StickerBook>().stickers;
    expect(stickers.find((s) => s.code === 'promotion')).toMatchObject({ is_new: false });
    expect(stickers.find((s) => s.code === 'streak-30')).toMatchObject({ earned_at: null });
    const [row] = await t.db
      .select()
      .from(earnedStickers)
      .where(and(eq(earnedStickers.userId, user.id), eq(earnedStickers.code, 'streak-30')));
    expect(row).toBeUndefined();
  });

  it('refuses a code that is not a sticker code with a problem', async () => {
    const { headers } = await signedIn(t.db);
    const res = await seen(headers, ['gold-star']);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('draws each sticker as SVG on Kyu’s origin, and answers 404 for one it does not have', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/art/stickers/level-12.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Lv 12');
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/art/stickers/level-1.svg' });
    expect(missing.statusCode).toBe(404);
  });

  it('draws collectibles by theme and number', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/art/collectibles/ocean-3.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatch(/^<svg /);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/art/collectibles/lava-1.svg',
    });
    expect(unknown.statusCode).toBe(404);
    const tooFar = await t.app.inject({
      method: 'GET',
      url: '/api/v1/art/collectibles/ocean-9.svg',
    });
    expect(tooFar.statusCode).toBe(400);
  });
});
