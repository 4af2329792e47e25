import { describe, expect, it } from 'vitest';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import { REFERRAL_QUOTA } from '@kyu/core/contract';
import { referralPrograms } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';

type Headers = Record<string, string>;
const REFERRAL = '/api/v1/users/referral';

describe('referrals', () => {
  const t = useTestApp();
  let address = 0;

  const call = (method: 'GET' | 'PATCH', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, payload, remoteAddress: `10.7.${++address % 250}.1` });
  const parent = async (schoolId: number | null = null) =>
    (await signedIn(t.db, { userRoleId: 6, schoolId })).headers;
  const codeOf = async (headers: Headers) =>
    (await call('GET', REFERRAL, headers)).json<{ referral_code: string }>().referral_code;
  const redeem = (headers: Headers, referral_code: string) =>
    call('PATCH', `${REFERRAL}/redemption-status`, headers, { referral_code });

  it('makes a parent one unguessable code on first asking and answers the same one after', async () => {
    const owner = await parent();
    const first = await call('GET', REFERRAL, owner);
    expect(first.statusCode).toBe(200);
    const body = first.json<{ referral_code: string }>();
    expect(body).toEqual({
      referral_code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{10}$/),
      program: {
        name: 'Refer a friend',
        reward: expect.stringContaining('discount'),
      },
      quota: { total: REFERRAL_QUOTA, used: 0, remaining: REFERRAL_QUOTA },
    });
    expect(await codeOf(owner)).toBe(body.referral_code);
    expect(await codeOf(await parent())).not.toBe(body.referral_code);
  });

  it('makes one code when a parent asks twice at once', async () => {
    const owner = await parent();
    const codes = await Promise.all([1, 2, 3].map(() => codeOf(owner)));
    expect(new Set(codes).size).toBe(1);
  });

  it("names the program of the parent's school when it wrote one", async () => {
    const school = await makeSchool(t.db);
    await t.db
      .insert(referralPrograms)
      .values({ schoolId: school.id, name: 'Hillside friends', reward: 'A month free' });
    const res = await call('GET', REFERRAL, await parent(school.id));
    expect(res.json<{ program: unknown }>().program).toEqual({
      name: 'Hillside friends',
      reward: 'A month free',
    });
  });

  it('redeems a code once, shows the owner by first name and initial, and counts it', async () => {
    const owner = await signedIn(t.db, { userRoleId: 6, firstName: 'Maya', lastName: 'tan' });
    const code = await codeOf(owner.headers);
    const friend = await signedIn(t.db, { userRoleId: 6, firstName: 'Ben', lastName: 'Ong' });
    const expected = {
      referral_code: code,
      owner: { first_name: 'Maya', last_initial: 'T' },
      quota: { total: REFERRAL_QUOTA, used: 1, remaining: REFERRAL_QUOTA - 1 },
    };
    const res = await redeem(friend.headers, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    expect((await call('GET', `${REFERRAL}/referred-quota`, friend.headers)).json()).toEqual(
      expected,
    );
    const quota = await call('GET', `${REFERRAL}/quota?referral_code=${code}`, await parent());
    expect(quota.json()).toEqual({ referral_code: code, quota: expected.quota });
    const redeemers = await call(
      'GET',
      `${REFERRAL}/redeemers?referral_code=${code}`,
      owner.headers,
    );
    expect(redeemers.json()).toEqual({
      redeemers: [{ first_name: 'Ben', last_initial: 'O', redeemed_at: expect.any(String) }],
    });
  });

  it('answers nulls to a parent who redeemed no code', async () => {
    const res = await call('GET', `${REFERRAL}/referred-quota`, await parent());
    expect(res.json()).toEqual({ referral_code: null, owner: null, quota: null });
  });

  it('refuses your own code with 400 and a second redemption with 409', async () => {
    const owner = await parent();
    const code = await codeOf(owner);
    const own = await redeem(owner, code);
    expect(own.statusCode).toBe(400);
    expect(own.headers['content-type']).toContain('application/problem+json');
    const friend = await parent();
    expect((await redeem(friend, code)).statusCode).toBe(200);
    expect((await redeem(friend, code)).statusCode).toBe(409);
    expect((await redeem(friend, await codeOf(await parent()))).statusCode).toBe(409);
    const quota = await call('GET', `${REFERRAL}/quota?referral_code=${code}`, owner);
    expect(quota.json<{ quota: { used: number } }>().quota.used).toBe(1);
  });

  it('answers 404 for a code nobody has and 400 for one not written as codes are', async () => {
    const friend = await parent();
    expect((await redeem(friend, 'ZZZZZZZZZZ')).statusCode).toBe(404);
    expect(
      (await call('GET', `${REFERRAL}/quota?referral_code=ZZZZZZZZZZ`, friend)).statusCode,
    ).toBe(404);
    for (const bad of ['abc', 'lower-case1', 'A'.repeat(33), "X' OR 1=1"]) {
      expect((await redeem(friend, bad)).statusCode).toBe(400);
    }
  });

  it("shows a code's redeemers to its owner only, and 403 for any other code", async () => {
    const code = await codeOf(await parent());
    const stranger = await parent();
    await codeOf(stranger);
    for (const asked of [code, 'ZZZZZZZZZZ']) {
      const res = await call('GET', `${REFERRAL}/redeemers?referral_code=${asked}`, stranger);
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses the referral calls to students and staff, and asks the anonymous to sign in', async () => {
    const student = await signedIn(t.db, { userRoleId: 1 });
    const teacher = await signedIn(t.db, { userRoleId: 2 });
    for (const headers of [student.headers, teacher.headers]) {
      expect((await call('GET', REFERRAL, headers)).statusCode).toBe(403);
    }
    expect((await call('GET', REFERRAL, {})).statusCode).toBe(401);
  });

  it('never lets concurrent redemptions spend more than the quota', async () => {
    const code = await codeOf(await parent());
    const friends = await Promise.all(Array.from({ length: REFERRAL_QUOTA + 4 }, () => parent()));
    const answers = await Promise.all(friends.map((friend) => redeem(friend, code)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(REFERRAL_QUOTA).fill(200), 409, 409, 409, 409]);
    const quota = await call('GET', `${REFERRAL}/quota?referral_code=${code}`, friends[0]!);
    expect(quota.json()).toEqual({
      referral_code: code,
      quota: { total: REFERRAL_QUOTA, used: REFERRAL_QUOTA, remaining: 0 },
    });
  });

  it('redeems only one of the codes a parent sends at once, and spends only its quota', async () => {
    const codes = [await codeOf(await parent()), await codeOf(await parent())];
    const friend = await parent();
    const answers = await Promise.all([...codes, ...codes].map((code) => redeem(friend, code)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const used = [];
    for (const code of codes) {
      const res = await call('GET', `${REFERRAL}/quota?referral_code=${code}`, friend);
      used.push(res.json<{ quota: { used: number } }>().quota.used);
    }
    expect(used.sort()).toEqual([0, 1]);
  });
});
