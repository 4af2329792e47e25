import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Attempt, Leaderboard } from '@kyu/core/contract';
import { leagueGroups, leagueMembers } from '../../db/schema';
import { answer, submit } from '@kyu/test-support/api';
import {
  makeClass,
  makeCourse,
  makeQuestion,
  makeQuiz,
  makeSchool,
  makeUser,
  signedIn,
} from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { awardQuizPoints } from './service';

describe('league points', () => {
  const t = useTestApp();

  /** A student of a school with leagues on, and a quiz of choice questions (option 2 right). */
  async function setUp(difficulties: number[], student: Parameters<typeof signedIn>[1] = {}) {
    const school = await makeSchool(t.db);
    const me = await signedIn(t.db, { schoolId: school.id, ...student });
    const course = await makeCourse(t.db);
    const questions = [];
    for (const difficultyLevelId of difficulties)
      questions.push(await makeQuestion(t.db, course.id, { difficultyLevelId }));
    const quiz = await makeQuiz(t.db, {
      courseId: course.id,
      questionIds: questions.map((q) => q.id),
    });
    return { ...me, school, course, questions, quiz };
  }

  async function take(
    quizId: number,
    headers: Record<string, string>,
    answers: unknown[],
    query = '',
  ) {
    await t.app.inject({ method: 'GET', url: `/api/v1/quiz/${quizId}`, headers });
    const { events } = await submit(t.app, quizId, answers, { headers, query });
    return events.find((e) => e.event === 'attempt')!.data as Attempt;
  }

  const board = async (headers: Record<string, string>) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/leaderboard', headers })
    ).json<Leaderboard>();

  const allRight = (questions: { id: number }[]) => questions.map((q) => answer(q.id, '2'));

  it('pays first full marks by difficulty and puts the student in a group of the week', async () => {
    const { quiz, questions, headers } = await setUp([1, 2, 3, 7]);
    await take(quiz.id, headers, [
      ...allRight(questions.slice(0, 3)),
      answer(questions[3]!.id, '1'),
    ]);
    const mine = await board(headers);
    expect(mine).toMatchObject({ assigned: true, enabled: true, league: 1 });
    expect(mine.current?.students).toEqual([
      expect.objectContaining({ points: 10 + 15 + 20, rank: 1, is_you: true }),
    ]);
  });

  it('pays a replayed quiz only for questions not given full marks before', async () => {
    const { quiz, questions, headers } = await setUp([1, 1]);
    await take(quiz.id, headers, [answer(questions[0]!.id, '2'), answer(questions[1]!.id, '1')]);
    await take(quiz.id, headers, allRight(questions));
    await take(quiz.id, headers, allRight(questions));
    expect((await board(headers)).current?.students[0]?.points).toBe(20);
  });

  it('pays a review nothing, and its full marks count as shown', async () => {
    const { quiz, questions, headers } = await setUp([1]);
    await take(quiz.id, headers, allRight(questions), '?is_review=true');
    await take(quiz.id, headers, allRight(questions));
    expect((await board(headers)).assigned).toBe(false);
  });

  it('pays at most the daily cap, and nothing more that day', async () => {
    const { quiz, questions, headers, course } = await setUp(Array(16).fill(3));
    await take(quiz.id, headers, allRight(questions));
    const more = await makeQuestion(t.db, course.id, { difficultyLevelId: 3 });
    const next = await makeQuiz(t.db, { courseId: course.id, questionIds: [more.id] });
    await take(next.id, headers, allRight([more]));
    expect((await board(headers)).current?.students[0]?.points).toBe(300);
  });

  it.each([
    ['without a school', { schoolId: null }],
    ['blocked by a parent', { leaguesBlocked: true }],
    ['who chose not to take part', { leagueVisible: false }],
  ])('pays a student %s nothing', async (_, student) => {
    const { quiz, questions, headers } = await setUp([1], student);
    await take(quiz.id, headers, allRight(questions));
    expect((await board(headers)).assigned).toBe(false);
  });

  it('pays nothing in a school with leagues off', async () => {
    const { quiz, questions, headers, school } = await setUp([1]);
    await t.db.execute(sql`update schools set leagues_enabled = false where id = ${school.id}`);
    await take(quiz.id, headers, allRight(questions));
    expect(await board(headers)).toMatchObject({ enabled: false, assigned: false });
  });

  /** Pays `count` students of one school a question each, `at` once or one by one. */
  async function joinMany(count: number, together: boolean, classScope = false) {
    const school = await makeSchool(t.db, classScope ? { leagueScope: 'class' } : {});
    const course = await makeCourse(t.db);
    const question = await makeQuestion(t.db, course.id);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push((await makeUser(t.db, { schoolId: school.id })).id);
    if (classScope) await makeClass(t.db, { schoolId: school.id, memberIds: ids.slice(0, 5) });
    const pay = (userId: number) =>
      t.db.transaction((tx) =>
        awardQuizPoints(tx, {
          userId,
          day: '2026-01-05',
          questionIds: [question.id],
          now: new Date(),
        }),
      );
    if (together) await Promise.all(ids.map(pay));
    else for (const id of ids) await pay(id);
    const groups = await t.db
      .select({
        count: leagueGroups.memberCount,
        members: sql<number>`(select count(*)::int from ${leagueMembers} m where m.group_id = ${leagueGroups.id})`,
      })
      .from(leagueGroups)
      .where(eq(leagueGroups.schoolId, school.id))
      .orderBy(leagueGroups.id);
    return groups;
  }

  it('fills a group of 30 before opening another', async () => {
    expect(await joinMany(31, false)).toEqual([
      { count: 30, members: 30 },
      { count: 1, members: 1 },
    ]);
  });

  it('never overfills a group when students join at once', async () => {
    const groups = await joinMany(45, true);
    expect(groups.reduce((sum, g) => sum + g.members, 0)).toBe(45);
    for (const g of groups) {
      expect(g.members).toBeLessThanOrEqual(30);
      expect(g.count).toBe(g.members);
    }
  });

  it('groups a school with class leagues by class', async () => {
    expect(await joinMany(8, false, true)).toEqual([
      { count: 5, members: 5 },
      { count: 3, members: 3 },
    ]);
  });
});
