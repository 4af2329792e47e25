import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { fakeClock } from '@kyu/test-support/clock';
import { RATE_LIMITS } from './rate-limits';

describe('request limits on auth calls', () => {
  const clock = fakeClock();
  const t = useTestApp({ clock: clock.now });

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, remoteAddress });

  it('lets a class of 60 sign up from one address in the same minute', async () => {
    const signups = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(
          'signup',
          {
            role: 'student',
            email: `class-pupil-${i}@example.com`,
            password: 'a-good-password-1',
            first_name: 'Pupil',
            last_name: `${i}`,
          },
          '10.20.0.9',
        ),
      ),
    );
    expect(signups.map((res) => res.statusCode)).toEqual(signups.map(() => 201));
  }, 120_000);

  it('answers the 101st sign-up in an hour from one address with a 429 problem and Retry-After', async () => {
    // Requests count whether or not they are valid, so empty bodies keep this quick.
    for (let i = 0; i < RATE_LIMITS.signup.max; i++) {
      expect((await post('signup', {}, '10.20.0.1')).statusCode).toBe(400);
      if (i % 10 === 9) clock.advance(5 * 60_000);
    }
    const limited = await post('signup', {}, '10.20.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json()).toMatchObject({
      status: 429,
      type: 'https://kyu.dev/problems/rate-limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);

    expect((await post('signup', {}, '10.20.0.2')).statusCode).toBe(400);
    clock.advance(Number(limited.headers['retry-after']) * 1000);
    expect((await post('signup', {}, '10.20.0.1')).statusCode).toBe(400);
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
    const lookups = await Promise.all(
      Array.from({ length: RATE_LIMITS.whiteLabel.max + 1 }, () =>
        post('white-label', { domain: 'x.example' }, '10.22.0.1'),
      ),
    );
    expect(lookups.filter((res) => res.statusCode === 429)).toHaveLength(1);
  });
});
