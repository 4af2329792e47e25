import { expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { fakeClock } from '@kyu/test-support/clock';
import { createUser } from '@kyu/test-support/db';
import { passwordLogin } from './test-factories';

const MINUTE = 60_000;
const WRONG = 'wrong-password-1';

/**
 * The figures a school needs from the sign-in limits, as tests through HTTP on a fake clock.
 * One suite for every limit store: school-sign-in.test.ts runs it on the database,
 * school-sign-in-redis.test.ts on Redis.
 */
export function schoolSignInSuite(env: Record<string, string> = {}) {
  const clock = fakeClock();
  const t = useTestApp({ env, clock: clock.now });

  let schools = 0;
  /** Each test's school sits behind its own NAT address. */
  const schoolAddress = () => `172.16.${++schools}.1`;
  const pupils = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(t.db)));
  const login = (email: string, password: string, from: string, device_tokens?: string[]) =>
    passwordLogin(t.app, { email, password, device_tokens }, from);
  const statusCounts = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});

  it('signs in 300 students from one address within 5 minutes, and 50 typos among them refuse no one', async () => {
    const nat = schoolAddress();
    const school = await pupils(300);
    const started = performance.now();
    const statuses: number[] = [];
    // Ten classes of 30, one every 30 seconds; in each, the pupils sign in all at once and
    // every sixth one mistypes first (50 typos in all).
    for (let c = 0; c < 10; c++) {
      const results = await Promise.all(
        school.slice(c * 30, c * 30 + 30).map(async (pupil, i) => {
          const seen: number[] = [];
          if (i % 6 === 0) seen.push((await login(pupil.email, WRONG, nat)).statusCode);
          seen.push((await login(pupil.email, pupil.password!, nat)).statusCode);
          return seen;
        }),
      );
      statuses.push(...results.flat());
      clock.advance(MINUTE / 2);
    }
    expect(statusCounts(statuses)).toEqual({ 200: 300, 401: 50 });
    console.info(
      `300 sign-ins and 50 typos from one address: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 600_000);

  it('signs in 30 at once to one account, with 4 wrong passwords among them', async () => {
    const [shared] = await pupils(1);
    const nat = schoolAddress();
    const attempts = Array.from({ length: 34 }, (_, i) =>
      login(shared!.email, i % 8 === 3 ? WRONG : shared!.password!, nat),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.statusCode);
    expect(statusCounts(statuses)).toEqual({ 200: 30, 401: 4 });
  }, 120_000);

  it('lets no attacker at the school’s address keep a pupil off their own device, nor any other pupil in', async () => {
    const nat = schoolAddress();
    const [target, classmate, ...newcomers] = await pupils(12);
    const device = (await login(target!.email, target!.password!, nat)).json().device_token;
    expect((await login(classmate!.email, classmate!.password!, nat)).statusCode).toBe(200);
    // The attacker hammers the target's account: ten failures through the backoff, then more.
    for (let i = 0; i < 10; i++) {
      if (i >= 5) clock.advance(8 * MINUTE);
      expect((await login(target!.email, WRONG, nat)).statusCode).toBe(401);
    }
    const hammering = await Promise.all(
      Array.from({ length: 20 }, () => login(target!.email, WRONG, nat)),
    );
    expect(hammering.every((res) => res.statusCode === 429)).toBe(true);

    expect((await login(target!.email, target!.password!, nat, [device])).statusCode).toBe(200);
    expect((await login(classmate!.email, classmate!.password!, nat)).statusCode).toBe(200);
    const firstTimers = await Promise.all(
      newcomers.map((pupil) => login(pupil.email, pupil.password!, nat)),
    );
    expect(firstTimers.map((res) => res.statusCode)).toEqual(newcomers.map(() => 200));
    // From a device nobody trusts, the target's account stays locked.
    expect((await login(target!.email, target!.password!, nat)).statusCode).toBe(429);
  }, 120_000);

  it('stops a guesser spraying many accounts from one address at 200 failures an hour, and lets known pupils in', async () => {
    const nat = schoolAddress();
    const [regular, withDevice, newcomer] = await pupils(3);
    expect((await login(regular!.email, regular!.password!, nat)).statusCode).toBe(200);
    const device = (await login(withDevice!.email, withDevice!.password!, '192.0.2.9')).json()
      .device_token;
    const victims = await pupils(100);
    const names = [
      ...victims.map((v) => v.email),
      ...Array.from({ length: 150 }, (_, i) => `made-up-${schools}-${i}@example.com`),
    ];
    const started = performance.now();
    const spray = await Promise.all(names.map((email) => login(email, 'Summer2026!', nat)));
    const elapsed = performance.now() - started;
    expect(statusCounts(spray.map((res) => res.statusCode))).toEqual({ 401: 200, 429: 50 });
    expect(Number(spray.find((res) => res.statusCode === 429)!.headers['retry-after'])).toBe(3600);
    console.info(`250 sprayed guesses, 200 checked: ${(elapsed / 1000).toFixed(1)} s`);

    expect((await login(regular!.email, regular!.password!, nat)).statusCode).toBe(200);
    expect((await login(withDevice!.email, withDevice!.password!, nat, [device])).statusCode).toBe(
      200,
    );
    // Someone signing in here for the first time waits out the hour, or uses a mailed link.
    const first = await login(newcomer!.email, newcomer!.password!, nat);
    expect(first.statusCode).toBe(429);
    expect(first.json().detail).toContain('from your network');
    expect((await login(newcomer!.email, newcomer!.password!, '198.51.100.4')).statusCode).toBe(
      200,
    );
    clock.advance(60 * MINUTE);
    expect((await login(victims[0]!.email, victims[0]!.password!, nat)).statusCode).toBe(200);
  }, 300_000);

  it('answers names without an account exactly as it answers real ones, through backoff and lock', async () => {
    const nat = schoolAddress();
    const [real] = await pupils(1);
    const ghost = `ghost-${schools}@example.com`;
    const answer = async (email: string) => {
      const res = await login(email, WRONG, nat);
      return [res.statusCode, res.headers['retry-after'], res.json().detail, res.json().type];
    };
    // Side by side, step by step, so every wait on the shared clock lines up for both.
    const forReal = [];
    const forGhost = [];
    for (let i = 0; i < 14; i++) {
      for (let again = 0; again < (i >= 4 ? 2 : 1); again++) {
        const [r, g] = await Promise.all([answer(real!.email), answer(ghost)]);
        forReal.push(r);
        forGhost.push(g);
      }
      if (i >= 4) clock.advance(8 * MINUTE);
    }
    expect(forGhost).toEqual(forReal);
    expect(forReal.filter(([status]) => status === 429).length).toBeGreaterThan(5);
    await vi.waitFor(() => expect(t.mailer.sent.some((m) => m.to === real!.email)).toBe(true));
  }, 120_000);

  it('checks at most five passwords of a burst of 25 parallel guesses at one account', async () => {
    const [pupil] = await pupils(1);
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(pupil!.email, WRONG, `198.18.0.${i + 1}`)),
    );
    expect(statusCounts(burst.map((res) => res.statusCode))).toEqual({ 401: 5, 429: 20 });
  });
}
