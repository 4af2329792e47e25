import { describe, expect, it } from 'vitest';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../../test/use-test-app';

describe("admin: a school's weekly leagues", () => {
  const t = useTestApp();

  it('lets a school admin turn leagues off and group them by class, and answers both', async () => {
    const school = await makeSchool(t.db);
    const { headers } = await signedIn(t.db, { userRoleId: 3, schoolId: school.id });
    const url = `/api/v1/admin/schools/${school.id}`;
    const before = await t.app.inject({ method: 'GET', url, headers });
    expect(before.json()).toMatchObject({ leagues_enabled: true, league_scope: 'school' });
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { school_name: school.schoolName, leagues_enabled: false, league_scope: 'class' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ leagues_enabled: false, league_scope: 'class' });
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/v1/leaderboard/school/${school.id}`,
    });
    expect(board.statusCode).toBe(404);
  });

  it('refuses a league scope other than school or class with 400', async () => {
    const school = await makeSchool(t.db);
    const { headers } = await signedIn(t.db, { userRoleId: 3, schoolId: school.id });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/schools/${school.id}`,
      headers,
      payload: { school_name: school.schoolName, league_scope: 'district' },
    });
    expect(res.statusCode).toBe(400);
  });
});
