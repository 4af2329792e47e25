import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Leaderboard, PublicLeaderboard } from '@kyu/core/contract';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { seedGroup } from './test-leagues';

describe('GET /leaderboard', () => {
  const t = useTestApp();

  const board = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/leaderboard', headers });
    expect(res.statusCode).toBe(200);
    return res.json<Leaderboard>();
  };

  it('ranks the group by points with PostgreSQL rank(), ties sharing one', async () => {
    const { students } = await seedGroup(
      t.db,
      [30, 50, 30, 10, 90].map((points) => ({ points })),
    );
    const mine = await board(students[0]!.headers);
    expect(mine.current?.students.map((s) => [s.points, s.rank])).toEqual([
      [90, 1],
      [50, 2],
      [30, 3],
      [30, 3],
      [10, 5],
    ]);
    expect(mine.current).toMatchObject({ rank: 3, league: 1, promote_count: 1, demote_count: 0 });
    expect(mine.current?.students.filter((s) => s.is_you)).toHaveLength(1);
    expect(Date.parse(mine.end_date) - Date.parse(mine.start_date)).toBe(7 * 86_400_000);
    expect(mine.previous).toBeNull();
  });

  it('shows first name and last initial from 13 with a known birth date, else the pseudonym', async () => {
    const { students } = await seedGroup(t.db, [
      { points: 5, firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '2000-01-01' },
      { points: 4, firstName: 'Tim', lastName: 'Young', dateOfBirth: '2020-01-01' },
      { points: 3, firstName: 'Una', lastName: 'Known', profilePicUrl: '/me.png' },
    ]);
    const seen = await board(students[0]!.headers);
    const names = seen.current!.students.map((s) => [s.first_name, s.last_name, s.profile_pic]);
    expect(names[0]).toEqual(['Ada', 'Lovelace', null]);
    expect(names[1]?.[0]).not.toBe('Tim');
    expect(names.slice(1).map((n) => n.slice(1))).toEqual([
      ['', null],
      ['', null],
    ]);
    expect(seen.pseudonym).toBeNull();
    // The young student sees their own name, and learns the pseudonym others see.
    const young = await board(students[1]!.headers);
    expect(young.current!.students[1]).toMatchObject({ first_name: 'Tim', is_you: true });
    expect(young.pseudonym).toBe(names[1]?.[0]);
  });

  it('shows a student only their own school’s group', async () => {
    const ours = await seedGroup(t.db, [{ points: 10 }, { points: 20 }]);
    const theirs = await seedGroup(t.db, [{ points: 99 }]);
    const mine = await board(ours.students[0]!.headers);
    const ids = mine.current!.students.map((s) => s.id);
    expect(ids).not.toContain(theirs.students[0]!.user.id);
    expect(ids).toHaveLength(2);
  });

  it('answers a student with no points this week as enabled but not assigned', async () => {
    const school = await makeSchool(t.db);
    const { headers } = await signedIn(t.db, { schoolId: school.id });
    expect(await board(headers)).toMatchObject({
      enabled: true,
      in_progress: true,
      assigned: false,
      current: null,
      previous: null,
      league: 1,
    });
  });

  it('refuses anyone but a student', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/leaderboard' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /leaderboard/school/{schoolId}', () => {
  const t = useTestApp();
  const get = (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/leaderboard/school/${id}` });

  it('shows the week’s top ten of the school by pseudonym, with no sign-in', async () => {
    const points = Array.from({ length: 12 }, (_, i) => ({
      points: (i + 1) * 10,
      firstName: 'Real',
    }));
    const { schoolId } = await seedGroup(t.db, points);
    const res = await get(schoolId);
    expect(res.statusCode).toBe(200);
    const top = res.json<PublicLeaderboard>();
    expect(top.students.map((s) => s.points)).toEqual([120, 110, 100, 90, 80, 70, 60, 50, 40, 30]);
    expect(top.students.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(JSON.stringify(top)).not.toContain('Real');
    expect(top.students[0]).not.toHaveProperty('id');
  });

  it('answers 404 for an unknown school, an inactive one and one with leagues off', async () => {
    const inactive = await makeSchool(t.db, { isActive: false });
    const off = await makeSchool(t.db);
    await t.db.execute(sql`update schools set leagues_enabled = false where id = ${off.id}`);
    for (const id of [999_999, inactive.id, off.id]) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});
