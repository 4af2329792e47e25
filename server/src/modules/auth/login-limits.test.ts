import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { LINK_TTL_MINUTES } from '@kyu/core/contract';
import { fakeClock } from '@kyu/test-support/clock';
import { createUser } from '@kyu/test-support/db';
import { lastMailTo, passwordLogin } from './test-factories';

const MINUTE = 60_000;

describe('failed sign-ins per account', () => {
  const clock = fakeClock();
  const t = useTestApp({ clock: clock.now });

  let subnet = 0;
  /** A fresh /24 per test, so no test meets another's failures. */
  const network = () => {
    subnet += 1;
    return (host: number) => `10.${subnet}.0.${host}`;
  };
  const login = (
    user: { email: string },
    password: string,
    from: string,
    device_tokens?: string[],
  ) => passwordLogin(t.app, { email: user.email, password, device_tokens }, from);
  const fail = async (times: number, user: { email: string }, from: (i: number) => string) => {
    for (let i = 0; i < times; i++) {
      expect((await login(user, 'wrong-password-1', from(i))).statusCode).toBe(401);
    }
  };
  /** Fails until the account locks, waiting out each backoff on the fake clock. */
  const failToLock = async (user: { email: string }, from: (i: number) => string) => {
    await fail(5, user, from);
    for (const wait of [0.5, 1, 2, 4, 8]) {
      clock.advance(wait * MINUTE);
      await fail(1, user, from);
    }
  };
  /** The token of the unlock link mailed at the lock (sent in the background, so waited for). */
  const unlockToken = async (user: { email: string }) => {
    const mail = await vi.waitFor(() => {
      const found = lastMailTo(t.mailer.sent, user.email);
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(mail.subject).toBe('Your Kyu account is locked for an hour');
    return decodeURIComponent(mail.link.split('/magic-link/validation/')[1]!);
  };
  const signInOnce = async (user: { email: string; password: string | null }, from: string) => {
    const res = await login(user, user.password!, from);
    expect(res.statusCode).toBe(200);
    return res.json<{ device_token: string }>().device_token;
  };

  it('lets five wrong passwords pass, then makes the next attempt wait 30 seconds, right password or not', async () => {
    const user = await createUser(t.db);
    const at = network();
    await fail(5, user, at);
    const waiting = await login(user, user.password!, at(99));
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['content-type']).toContain('application/problem+json');
    expect(waiting.headers['retry-after']).toBe('30');
    expect(waiting.json().detail).toBe(
      'Too many wrong passwords for this account. Try again in 30 seconds, or use “Email me a sign-in link”.',
    );
    clock.advance(30_000);
    expect((await login(user, user.password!, at(99))).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure: 30 s, 1, 2, 4 and 8 minutes', async () => {
    const user = await createUser(t.db);
    const at = network();
    await fail(5, user, at);
    const waits: string[] = [];
    for (const wait of [0.5, 1, 2, 4, 8]) {
      waits.push(String((await login(user, 'wrong-password-1', at(1))).headers['retry-after']));
      clock.advance(wait * MINUTE);
      await fail(1, user, at);
    }
    expect(waits).toEqual(['30', '60', '120', '240', '480']);
  });

  it('locks the account for an hour at the tenth failure, then lets one attempt an hour through', async () => {
    const user = await createUser(t.db);
    const at = network();
    await failToLock(user, at);
    const locked = await login(user, user.password!, at(50));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('3600');
    expect(locked.json().detail).toContain('This account is locked for 60 minutes');
    clock.advance(59 * MINUTE);
    expect((await login(user, user.password!, at(50))).statusCode).toBe(429);
    clock.advance(MINUTE);
    await fail(1, user, at);
    expect((await login(user, user.password!, at(50))).headers['retry-after']).toBe('3600');
    clock.advance(60 * MINUTE);
    expect((await login(user, user.password!, at(50))).statusCode).toBe(200);
    // Signing in proved the owner: the count starts again.
    await fail(5, user, at);
  });

  it('mails the owner an unlock link at the lock, which signs in once and lifts the lock', async () => {
    const user = await createUser(t.db);
    const at = network();
    await failToLock(user, at);
    const token = await unlockToken(user);
    const unlock = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login_type: 'magic_link', login_token: token, email: user.email },
        remoteAddress: at(1),
      });
    const unlocked = await unlock();
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().device_token).toEqual(expect.any(String));
    expect((await unlock()).statusCode).toBe(410);
    // Any device, with the password, again.
    expect((await login(user, user.password!, at(77))).statusCode).toBe(200);
  });

  it('mails the unlock link once per lock, and never for a name without an account', async () => {
    const user = await createUser(t.db);
    const at = network();
    await failToLock(user, at);
    await failToLock({ email: `nobody-${subnet}@example.com` }, at);
    clock.advance(60 * MINUTE);
    await fail(1, user, at);
    await vi.waitFor(() => expect(lastMailTo(t.mailer.sent, user.email)).toBeDefined());
    expect(t.mailer.sent.filter((m) => m.to === user.email)).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.to === `nobody-${subnet}@example.com`)).toHaveLength(0);
  });

  it('lets an unlock link expire after its time', async () => {
    const user = await createUser(t.db);
    const at = network();
    await failToLock(user, at);
    const token = await unlockToken(user);
    clock.advance(LINK_TTL_MINUTES * MINUTE + 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'magic_link', login_token: token },
    });
    expect(late.statusCode).toBe(410);
  });

  it('keeps the owner’s device signing in while the account is locked', async () => {
    const user = await createUser(t.db);
    const at = network();
    const mine = await signInOnce(user, at(1));
    await failToLock(user, at);
    const res = await login(user, user.password!, at(1), [mine]);
    expect(res.statusCode).toBe(200);
    // Each sign-in hands out a fresh token, which works as well.
    expect((await login(user, user.password!, at(2), [res.json().device_token])).statusCode).toBe(
      200,
    );
    // Without it, the lock holds.
    expect((await login(user, user.password!, at(1))).statusCode).toBe(429);
  });

  it('limits a trusted device’s own failures apart from the account’s', async () => {
    const user = await createUser(t.db);
    const at = network();
    const first = await signInOnce(user, at(1));
    const mine = (await login(user, user.password!, at(1), [first])).json().device_token;
    const other = await signInOnce(user, at(2));
    for (let i = 0; i < 5; i++) {
      expect((await login(user, 'wrong-password-1', at(1), [mine])).statusCode).toBe(401);
    }
    const paused = await login(user, user.password!, at(1), [mine]);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().detail).toContain('on this device');
    // An older token of the same device is the same device: no fresh set of guesses.
    expect((await login(user, user.password!, at(1), [first])).statusCode).toBe(429);
    // The other device and untrusted ones are untouched by this device's failures.
    expect((await login(user, user.password!, at(2), [other])).statusCode).toBe(200);
    expect((await login(user, user.password!, at(3))).statusCode).toBe(200);
  });

  it('does not let a trusted sign-in wipe the failures of untrusted ones', async () => {
    const user = await createUser(t.db);
    const at = network();
    const mine = await signInOnce(user, at(1));
    await fail(5, user, at);
    expect((await login(user, user.password!, at(1), [mine])).statusCode).toBe(200);
    // A guesser would otherwise get five free tries after every sign-in of the owner.
    expect((await login(user, user.password!, at(9))).statusCode).toBe(429);
  });

  it('does not trust a device token of another account', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const at = network();
    const theirs = await signInOnce(other, at(1));
    await failToLock(user, at);
    expect((await login(user, user.password!, at(1), [theirs])).statusCode).toBe(429);
  });

  it('forgets an account’s failures when its password is reset', async () => {
    const user = await createUser(t.db);
    const at = network();
    await failToLock(user, at);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset/link',
      payload: { email: user.email },
      remoteAddress: at(1),
    });
    const reset = await vi.waitFor(() => {
      const found = t.mailer.sent.filter((m) => m.to === user.email && /Reset/.test(m.subject));
      if (!found.length) throw new Error('no reset mail yet');
      return lastMailTo(found, user.email)!;
    });
    const token = new URL(reset.link).searchParams.get('token');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { token, new_password: 'a-new-password-9' },
      remoteAddress: at(1),
    });
    expect(res.statusCode).toBe(200);
    expect((await login(user, 'a-new-password-9', at(5))).statusCode).toBe(200);
  });

  it('answers a device token with every way of signing in, sign-up included', async () => {
    const at = network();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        role: 'student',
        email: `new-${subnet}@example.com`,
        password: 'a-good-password-1',
        first_name: 'New',
        last_name: 'Pupil',
      },
      remoteAddress: at(1),
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().device_token).toMatch(/^d1\.\d+\./);
  });
});
