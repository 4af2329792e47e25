import { describe, expect, it } from 'vitest';
import { signedIn } from '@kyu/test-support/db';
import { useTestApp } from './test/use-test-app';

describe('app', () => {
  const t = useTestApp();

  it('answers an unknown API route with a problem', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, title: 'Not found' });
  });

  it('answers an address with a broken %-escape with a 400 problem', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/magic-link/%E0%A4%A/validate',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 400, title: 'Bad request' });
  });

  it('answers an id past the database integer range with a 400 problem, not a 500', async () => {
    const { headers } = await signedIn(t.db, { userRoleId: 3, schoolId: null });
    const byPath = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/users/99999999999',
      headers,
    });
    const inBody = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/onboarding',
      headers,
      payload: { academic_level_id: 99999999999 },
    });
    for (const res of [byPath, inBody]) {
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
