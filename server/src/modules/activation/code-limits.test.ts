import { afterAll, describe, expect, it } from 'vitest';
import { makeActivationCode, makeCourse, signedIn } from '@kyu/test-support/db';
import { clearRedisPrefix, testRedis, testRedisPrefix } from '@kyu/test-support/redis';
import { useTestApp, type TestApp } from '../../test/use-test-app';
import { CODE_LIMIT } from './routes';

type Headers = Record<string, string>;
const LAB = '10.60.0.1';
const UNKNOWN = 'ZZZZ-ZZZZ-ZZZZ';

/** The limits on checking and redeeming codes, the same on either limit store. */
function codeLimits(t: TestApp) {
  let spread = 0;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Headers,
    remoteAddress: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload, remoteAddress });
  const check = (code: string, headers: Headers = {}, address = LAB) =>
    call('GET', `/api/v1/activation/${code}`, headers, address);
  const redeem = (headers: Headers, code: string, childId: number, address = LAB) =>
    call('POST', '/api/v1/activation', headers, address, { code, child_id: childId });
  // A new address each time: what one account does is counted whatever address it comes from.
  const anywhere = () => `10.61.${Math.floor(++spread / 250)}.${spread % 250}`;

  it('answers 429 with Retry-After to an account guessing codes to redeem, from any address', async () => {
    const student = await signedIn(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      statuses.push(
        (await redeem(student.headers, UNKNOWN, student.user.id, anywhere())).statusCode,
      );
    }
    expect(statuses.slice(0, CODE_LIMIT.max)).toEqual(Array(CODE_LIMIT.max).fill(404));
    expect(statuses.slice(CODE_LIMIT.max)).toEqual(Array(80 - CODE_LIMIT.max).fill(429));
    const refused = await redeem(student.headers, UNKNOWN, student.user.id, anywhere());
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ status: 429, title: 'Too many requests' });
  });

  it('answers 429 to an account checking too many codes, from any address', async () => {
    const parent = await signedIn(t.db, { userRoleId: 6 });
    for (let i = 0; i < CODE_LIMIT.max; i++) {
      expect((await check(UNKNOWN, parent.headers, anywhere())).statusCode).toBe(404);
    }
    expect((await check(UNKNOWN, parent.headers, anywhere())).statusCode).toBe(429);
  });

  it('lets a lab of thirty signed-in students at one address each check, mistype and redeem a code', async () => {
    const course = await makeCourse(t.db);
    const students = await Promise.all(
      Array.from({ length: 30 }, async () => ({
        ...(await signedIn(t.db)),
        code: (await makeActivationCode(t.db, { courseIds: [course.id] })).code,
      })),
    );
    // 120 checks and 30 redemptions from one address: twice the limit a single count would allow.
    for (const { headers, user, code } of students) {
      for (let typo = 0; typo < 3; typo++)
        expect((await check(UNKNOWN, headers)).statusCode).toBe(404);
      expect((await check(code, headers)).json()).toMatchObject({ checked: true });
      expect((await redeem(headers, code, user.id)).statusCode).toBe(200);
    }
  });

  it('still counts anonymous checks per address', async () => {
    const cafe = '10.62.0.1';
    for (let i = 0; i < CODE_LIMIT.max; i++)
      expect((await check(UNKNOWN, {}, cafe)).statusCode).toBe(404);
    const refused = await check(UNKNOWN, {}, cafe);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A signed-in learner at that address keeps their own count.
    const student = await signedIn(t.db);
    expect((await check(UNKNOWN, student.headers, cafe)).statusCode).toBe(404);
  });
}

describe('activation code limits in PostgreSQL', () => {
  codeLimits(useTestApp());
});

const REDIS_URL = await testRedis();

describe.skipIf(!REDIS_URL)('activation code limits in Redis', () => {
  const env = { REDIS_URL: REDIS_URL!, REDIS_PREFIX: testRedisPrefix() };
  afterAll(() => clearRedisPrefix(REDIS_URL!, env.REDIS_PREFIX));
  codeLimits(useTestApp({ env }));
});
