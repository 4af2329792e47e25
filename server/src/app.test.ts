import { describe, expect, it } from 'vitest';
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
});
