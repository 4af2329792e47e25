/**
 * Scenario 2: the limits' Redis fails. Users sign in again and again, each from home; a guesser
 * types wrong passwords at one account; a school lab checks activation codes from one address
 * (a limited route). Meanwhile the suite's own redis-server is stopped and started again (empty:
 * it keeps nothing on disk), and later frozen (SIGSTOP) and thawed. Afterwards: no sign-in
 * answered 5xx, every session a sign-in gave still works, and both limits still held (each may
 * restart its count once per store it moves to: Redis, PostgreSQL, Redis again).
 */
import { freePort } from '@kyu/test-support/net';
import { answered, attempt, call, headers, homeAddress } from '../client';
import { startKyuInstance } from '../kyu-instance';
import { startRedisServer } from '../redis-server';
import { ScenarioReport } from '../report';
import { passwordUsers, seeded } from '../seed';
import { SETTINGS } from '../settings';
import { sleep, type SuiteEnv } from '../suite-env';

const PASSWORD = 'faults-password-2026';
const GUESSER = '203.0.113.66';
const LAB = '203.0.113.10';
/** Stores a count can restart in: Redis, then PostgreSQL while Redis is out, then Redis again. */
const STORES = 3;
/** Wrong passwords an account allows before it locks (limit-rules.ts: LOCK_AFTER). */
const LOCK_AFTER = 10;
/** Activation checks per address per 10 minutes (activation/routes.ts: CHECK_LIMIT). */
const CHECK_LIMIT = 60;

export async function redisRestart({ database, logDir }: SuiteEnv) {
  const report = new ScenarioReport(
    'Redis stopped and started, then frozen, while users sign in and use limited routes',
  );
  const s = SETTINGS.redis;
  const redis = await startRedisServer();
  const url = await database('faults_redis');
  const [emails, guessed] = await seeded(
    url,
    async (db) =>
      [
        await passwordUsers(db, s.users, PASSWORD),
        (await passwordUsers(db, 1, PASSWORD))[0]!,
      ] as const,
  );
  const kyu = await startKyuInstance({
    name: 'redis-restart',
    port: await freePort(),
    logDir,
    env: { DATABASE_URL: url, REDIS_URL: redis.url, REDIS_PREFIX: 'kyu-faults:' },
  });
  const tokens: string[] = [];
  const latencies: number[] = [];
  let frozenWorst = 0;
  let frozen = false;
  const counted = { checked: 0, refused: 0, labAllowed: 0, labRefused: 0 };
  const login = (email: string, password: string, from: string) =>
    call(`${kyu.api}/auth/login`, {
      method: 'POST',
      headers: headers({ from }),
      body: JSON.stringify({ login_type: 'password', email, password }),
    });
  try {
    let done = false;
    const signIns = emails.map(async (email, i) => {
      while (!done) {
        const started = performance.now();
        const signedIn = await attempt(
          report,
          'sign-ins (POST /auth/login)',
          async () =>
            answered(await login(email, PASSWORD, homeAddress(i)), async (res) => {
              return ((await res.json()) as { access_token: string }).access_token;
            }),
          SETTINGS.retryForMs,
        );
        const ms = performance.now() - started;
        latencies.push(ms);
        if (frozen) frozenWorst = Math.max(frozenWorst, ms);
        if (signedIn.value) tokens.push(signedIn.value);
        // Password hashing is slow on purpose: a sign-in each 3 s per user leaves CPU to spare.
        await sleep(3000);
      }
    });
    const guesser = (async () => {
      while (!done) {
        await attempt(
          report,
          'wrong passwords at one account (401 or 429)',
          async () => {
            const res = await login(guessed, 'not-the-password', GUESSER);
            if (res.status === 401) counted.checked++;
            if (res.status === 429) counted.refused++;
            return answered(res, async () => null, [401, 429]);
          },
          SETTINGS.retryForMs,
        );
        await sleep(500);
      }
    })();
    const lab = (async () => {
      while (!done) {
        await attempt(
          report,
          'activation checks from one address (404 or 429)',
          async () => {
            const res = await call(`${kyu.api}/activation/AAAA-BBBB-CCCC`, {
              headers: headers({ from: LAB }),
            });
            if (res.status === 404) counted.labAllowed++;
            if (res.status === 429) counted.labRefused++;
            return answered(res, async () => null, [404, 429]);
          },
          SETTINGS.retryForMs,
        );
        await sleep(100);
      }
    })();
    report.begin();
    await sleep(s.phaseSeconds * 1000);
    report.fault('redis-server stopped');
    await redis.stop();
    await sleep(s.downSeconds * 1000);
    await redis.start();
    report.recovered('redis-server started again, empty');
    await sleep(s.phaseSeconds * 1000);
    report.fault(`redis-server frozen (SIGSTOP) for ${s.frozenSeconds} s`);
    frozen = true;
    redis.freeze();
    await sleep(s.frozenSeconds * 1000);
    redis.thaw();
    frozen = false;
    report.recovered('redis-server thawed (SIGCONT)');
    await sleep(s.phaseSeconds * 1000);
    done = true;
    await Promise.all([...signIns, guesser, lab]);

    let dead = 0;
    for (const token of tokens) {
      const res = await attempt(
        report,
        'sessions used after the fault',
        async () =>
          answered(
            await call(`${kyu.api}/users/onboarding`, { headers: headers({ token }) }),
            (r) => r.arrayBuffer(),
          ),
        SETTINGS.retryForMs,
      );
      if (!res.value) dead++;
    }
    report.lose(dead, 'sessions a sign-in answered that no longer work');
    const guessBound = STORES * LOCK_AFTER;
    report.check(
      counted.checked <= guessBound,
      `the account's limit did not hold: ${counted.checked} wrong passwords checked (at most ${guessBound})`,
    );
    const labBound = STORES * CHECK_LIMIT;
    report.check(
      counted.labAllowed <= labBound,
      `the route limit did not hold: ${counted.labAllowed} activation checks allowed (at most ${labBound})`,
    );
    report.note(
      `wrong passwords: ${counted.checked} checked, ${counted.refused} refused (429); activation checks: ${counted.labAllowed} allowed, ${counted.labRefused} refused (429)`,
    );
    const worst = Math.max(0, ...latencies);
    report.note(
      `sign-in time: worst ${(worst / 1000).toFixed(1)} s, worst while Redis was frozen ${(frozenWorst / 1000).toFixed(1)} s`,
    );
  } finally {
    await kyu.stop();
    await redis.stop();
  }
  for (const exit of kyu.unexpectedExits) report.check(false, exit);
  return report;
}
