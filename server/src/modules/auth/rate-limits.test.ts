import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { RATE_LIMITS } from './rate-limits';

describe('request limits on auth calls', () => {
  const t = useTestApp();

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, remoteAddress });

  it('answers the 21st sign-up in a minute from one address with a 429 problem and Retry-After', async () => {
    // Requests count whether or not they are valid, so empty bodies keep this quick.
    for (let i = 0; i < RATE_LIMITS.signup.max; i++) {
      expect((await post('signup', {}, '10.20.0.1')).statusCode).toBe(400);
    }
    const limited = await post('signup', {}, '10.20.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json()).toMatchObject({
      status: 429,
      type: 'https://kyu.dev/problems/rate-limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await post('signup', {}, '10.20.0.2')).statusCode).toBe(400);
  });

  it('limits magic-link and reset-link requests per address', async () => {
    for (const url of ['magic-link', 'password/reset/link']) {
      for (let i = 0; i < RATE_LIMITS.mailedLink.max; i++) {
        expect((await post(url, { email: 'a@b.test' }, '10.21.0.1')).statusCode).toBe(200);
      }
      expect((await post(url, { email: 'a@b.test' }, '10.21.0.1')).statusCode).toBe(429);
    }
  });

  it('limits white-label look-ups per address', async () => {
    for (let i = 0; i < RATE_LIMITS.whiteLabel.max; i++) {
      await post('white-label', { domain: 'x.example' }, '10.22.0.1');
    }
    expect((await post('white-label', { domain: 'x.example' }, '10.22.0.1')).statusCode).toBe(429);
  });
});
