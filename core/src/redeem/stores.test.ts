import { beforeEach, describe, expect, it } from 'vitest';
import { makeChild, makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import { UserRole } from '../constants/roles';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { resetCore } from '../testing/reset';
import {
  $codeCheck,
  $redeemChildren,
  $redeemError,
  $redeemTargets,
  $redemption,
  checkCode,
  loadRedeemChildren,
  redeemFor,
} from './stores';

const valid = {
  code: 'ABCD-EFGH-JKMN',
  checked: true,
  status: 'valid',
  expires_at: null,
  courses: [{ id: 7, name: 'Fractions' }],
};

beforeEach(() => {
  resetCore();
  signOutLocally();
});

describe('checking a code', () => {
  it('asks for the normalised code and keeps what it unlocks', async () => {
    const fetch = mockFetch(json(valid));
    expect(await checkCode('abcd efgh jkmn')).toBe(true);
    expect(call(fetch).url).toBe('/api/v1/activation/ABCD-EFGH-JKMN');
    expect([$codeCheck.get(), $redeemError.get()]).toEqual([valid, null]);
  });

  it('says why a used code cannot be redeemed', async () => {
    mockFetch(json({ ...valid, checked: false, status: 'used' }));
    expect(await checkCode('ABCD-EFGH-JKMN')).toBe(false);
    expect($redeemError.get()).toMatch(/already been used/);
  });

  it("passes on the server's sentence for an unknown code", async () => {
    mockFetch(problem(404, 'Not found', { detail: 'No activation code matches this.' }));
    expect(await checkCode('ZZZZ-ZZZZ-ZZZZ')).toBe(false);
    expect([$codeCheck.get(), $redeemError.get()]).toEqual([
      null,
      'No activation code matches this.',
    ]);
  });

  it('makes no call for a blank code', async () => {
    const fetch = mockFetch();
    expect(await checkCode('   ')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect($redeemError.get()).toMatch(/enter the code/i);
  });
});

describe('redeeming', () => {
  it('redeems for the chosen child and shows the courses, then marks the code used', async () => {
    $user.set(makeSessionUser({ user_role_id: UserRole.parent }));
    const child = makeChild();
    const fetch = mockFetch(
      json(valid),
      json([child]),
      json({ code: valid.code, child_id: child.id, courses: valid.courses }),
    );
    await checkCode(valid.code);
    await loadRedeemChildren();
    expect($redeemTargets.get()).toEqual([{ id: child.id, name: 'Grace Hopper' }]);
    expect(await redeemFor(child.id)).toBe(true);
    expect(call(fetch, 2)).toMatchObject({
      url: '/api/v1/activation',
      method: 'POST',
      body: { code: valid.code, child_id: child.id },
    });
    expect($redemption.get()?.courses).toEqual(valid.courses);
    expect($codeCheck.get()?.status).toBe('used');
  });

  it('keeps the 409 of a code someone else just used, and unlocks nothing', async () => {
    $user.set(makeSessionUser({ user_role_id: UserRole.student }));
    mockFetch(
      json(valid),
      problem(409, 'Conflict', { detail: 'This code has already been used.' }),
    );
    await checkCode(valid.code);
    expect(await redeemFor($user.get()!.id)).toBe(false);
    expect([$redemption.get(), $redeemError.get()]).toEqual([
      null,
      'This code has already been used.',
    ]);
  });

  it('forgets the code, the children and the redemption at sign-out', async () => {
    $user.set(makeSessionUser({ user_role_id: UserRole.parent }));
    mockFetch(json(valid), json([makeChild()]));
    await checkCode(valid.code);
    await loadRedeemChildren();
    signOutLocally();
    expect([$codeCheck.get(), $redeemChildren.get(), $redemption.get()]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
