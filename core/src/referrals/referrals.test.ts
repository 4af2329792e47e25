import { beforeEach, describe, expect, it } from 'vitest';
import { makeSessionUser } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { resetCore } from '../testing/reset';
import { $redeemers, $referral, $referred, loadReferral, redeemReferral } from './stores';

const REFERRAL = {
  referral_code: 'KYU42',
  program: { name: 'Friends of Kyu', reward: 'A free month each' },
  quota: { total: 5, used: 1, remaining: 4 },
};
const NONE = { referral_code: null, owner: null, quota: null };

beforeEach(() => {
  resetCore();
  signOutLocally();
  $user.set(makeSessionUser());
});

describe('referrals', () => {
  it('loads the code, then who redeemed it', async () => {
    const redeemer = { first_name: 'Bo', last_initial: 'K', redeemed_at: '2026-01-02T00:00:00Z' };
    const seen = fakeFetch(
      on('GET', '/api/v1/users/referral', { body: REFERRAL }),
      on('GET', '/api/v1/users/referral/referred-quota', { body: NONE }),
      on('GET', '/api/v1/users/referral/redeemers?referral_code=KYU42', {
        body: { redeemers: [redeemer] },
      }),
    );
    await loadReferral();
    expect([$referral.get(), $redeemers.get(), $referred.get()]).toEqual([
      REFERRAL,
      [redeemer],
      NONE,
    ]);
    expect(seen).toHaveLength(3);
  });

  it('redeems a code typed in lower case with spaces', async () => {
    const referred = {
      referral_code: 'ABCD12',
      owner: { first_name: 'Ann', last_initial: 'B' },
      quota: { total: 5, used: 2, remaining: 3 },
    };
    const seen = fakeFetch(
      on('PATCH', '/api/v1/users/referral/redemption-status', { body: referred }),
    );
    expect(await redeemReferral(' abcd 12 ')).toBeNull();
    expect(JSON.parse(String(seen[0]?.body))).toEqual({ referral_code: 'ABCD12' });
    expect($referred.get()).toEqual(referred);
  });

  it('says why a code is refused, and never sends one that cannot be a code', async () => {
    const seen = fakeFetch(
      on('PATCH', '/api/v1/users/referral/redemption-status', {
        status: 409,
        body: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'No quota left.' },
      }),
    );
    expect(await redeemReferral('<script>')).toBe('A code is 4 to 32 letters and digits.');
    expect(seen).toHaveLength(0);
    expect(await redeemReferral('FULL99')).toBe('No quota left.');
    expect($referred.get()).toBeNull();
  });
});
