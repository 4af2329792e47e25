import { describe, expect, it } from 'vitest';
import type { PlaySettings } from '@kyu/core/contract';
import { makeFamily, makeSchool, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { openSession } from '../sessions/service';

describe('play settings', () => {
  const t = useTestApp();
  const url = '/api/v1/students/play-settings';

  it('answers the defaults: theme 1, taking part, not blocked, a pseudonym from the list', async () => {
    const { headers } = await signedIn(t.db);
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ theme_id: 1, league_visible: true, leagues_blocked: false });
    const again = await t.app.inject({ method: 'GET', url, headers });
    expect(again.json<PlaySettings>().pseudonym).toBe(res.json<PlaySettings>().pseudonym);
  });

  it('changes the theme, visibility and an approved pseudonym', async () => {
    const { headers } = await signedIn(t.db);
    const payload = { theme_id: 3, league_visible: false, pseudonym: 'Quiet Owl' };
    const res = await t.app.inject({ method: 'PATCH', url, headers, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...payload, leagues_blocked: false });
  });

  it.each([[{ pseudonym: 'Ada Lovelace' }], [{ theme_id: 0 }], [{}]])(
    'refuses %j with 400 problem+json and changes nothing',
    async (payload) => {
      const { headers } = await signedIn(t.db);
      const res = await t.app.inject({ method: 'PATCH', url, headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    },
  );

  it('lets a parent block leagues for their child, which the child sees and cannot undo', async () => {
    const school = await makeSchool(t.db);
    const family = await makeFamily(t.db, { schoolId: school.id });
    const child = {
      headers: { authorization: `Bearer ${await openSession(t.db, family.child.id)}` },
    };
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/children/${family.child.id}`,
      headers: family.parent.headers,
      payload: { leagues_blocked: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_information: { leagues_blocked: true } });
    const undo = { leagues_blocked: false, league_visible: true };
    const seen = await t.app.inject({
      method: 'PATCH',
      url,
      headers: child.headers,
      payload: undo,
    });
    expect(seen.json()).toMatchObject({ leagues_blocked: true });
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leaderboard',
      headers: child.headers,
    });
    expect(board.json()).toMatchObject({ enabled: false });
  });
});
