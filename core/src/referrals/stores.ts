import { atom } from 'nanostores';
import type { Redeemer, Referral, ReferralRedeemers, ReferredQuota } from '../contract';
import { api } from '../api/client';
import { fieldErrors, problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';

/** The signed-in user's own code, program and quota (`GET /users/referral`); null until loaded. */
export const $referral = atom<Referral | null>(null);

/** Who redeemed the user's code, newest first; null until loaded. */
export const $redeemers = atom<readonly Redeemer[] | null>(null);

/** Whose code the user redeemed (`GET /users/referral/referred-quota`); null until loaded. */
export const $referred = atom<ReferredQuota | null>(null);

/** Why the referral page could not be loaded, or null. */
export const $referralError = atom<string | null>(null);

let epoch = 0;

function forget(): void {
  epoch++;
  $referral.set(null);
  $redeemers.set(null);
  $referred.set(null);
  $referralError.set(null);
}

/** Loads the user's code, then who redeemed it, and whose code the user redeemed. */
export async function loadReferral(): Promise<void> {
  clearAtSignOut('referrals', forget);
  const run = ++epoch;
  try {
    const [referral, referred] = await Promise.all([
      api.get<Referral>('/users/referral'),
      api.get<ReferredQuota>('/users/referral/referred-quota'),
    ]);
    if (run !== epoch) return;
    $referral.set(referral);
    $referred.set(referred);
    const { redeemers } = await api.get<ReferralRedeemers>('/users/referral/redeemers', {
      query: { referral_code: referral.referral_code },
    });
    if (run === epoch) $redeemers.set(redeemers);
  } catch (error) {
    if (run === epoch) $referralError.set(problemMessage(error));
  }
}

/** A code as people type it: spaces dropped, upper case. */
export const normaliseCode = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/**
 * Redeems someone else's code (`PATCH /users/referral/redemption-status`); answers null once
 * redeemed, else the reason (a used-up quota, one's own code, a second redemption).
 */
export async function redeemReferral(typed: string): Promise<string | null> {
  clearAtSignOut('referrals', forget);
  const run = epoch;
  const code = normaliseCode(typed);
  if (!/^[A-Z0-9]{4,32}$/.test(code)) return 'A code is 4 to 32 letters and digits.';
  try {
    const referred = await api.patch<ReferredQuota>('/users/referral/redemption-status', {
      referral_code: code,
    });
    if (run === epoch) $referred.set(referred);
    return null;
  } catch (error) {
    return fieldErrors(error).referral_code ?? problemMessage(error);
  }
}
