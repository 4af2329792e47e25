import { Type, type Static } from 'typebox';
import { Nullable } from './common';

/** A referral code as it is shared: upper-case letters and digits. */
export const ReferralCode = Type.String({ minLength: 4, maxLength: 32, pattern: '^[A-Z0-9]+$' });

/**
 * How many people may still redeem a code (overview §3 "Referral": quota). The spec does not
 * show its size; a parent expects to see how many were used out of how many.
 */
export const ReferralQuota = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  used: Type.Integer({ minimum: 0 }),
  remaining: Type.Integer({ minimum: 0 }),
});
export type ReferralQuota = Static<typeof ReferralQuota>;

/** The person a code belongs to, by first name and initial only: the one who redeems it sees this. */
export const ReferralOwner = Type.Object({
  first_name: Type.String(),
  last_initial: Type.String(),
});
export type ReferralOwner = Static<typeof ReferralOwner>;

/**
 * The answer of `GET /users/referral`: the signed-in user's own code, made on first asking, in
 * the referral program of their school (overview §3 "Referral": program, quota).
 */
export const Referral = Type.Object({
  referral_code: ReferralCode,
  program: Type.Object({
    name: Type.String(),
    /** What both sides get, in words, as the school wrote it (reward sizes are not shown). */
    reward: Type.String(),
  }),
  quota: ReferralQuota,
});
export type Referral = Static<typeof Referral>;

/** The query of `GET /users/referral/quota` and `GET /users/referral/redeemers`. */
export const ReferralCodeQuery = Type.Object({ referral_code: ReferralCode });
export type ReferralCodeQuery = Static<typeof ReferralCodeQuery>;

/** The answer of `GET /users/referral/quota`: how much of a code's quota is left, for anyone. */
export const ReferralCodeQuota = Type.Object({ referral_code: ReferralCode, quota: ReferralQuota });
export type ReferralCodeQuota = Static<typeof ReferralCodeQuota>;

/** Someone who redeemed a code, as its owner sees them. */
export const Redeemer = Type.Object({
  first_name: Type.String(),
  last_initial: Type.String(),
  redeemed_at: Type.String({ format: 'date-time' }),
});
export type Redeemer = Static<typeof Redeemer>;

/**
 * The answer of `GET /users/referral/redeemers` ("returns redeemers"), newest first; only the
 * code's owner may ask (403 otherwise).
 */
export const ReferralRedeemers = Type.Object({ redeemers: Type.Array(Redeemer) });
export type ReferralRedeemers = Static<typeof ReferralRedeemers>;

/**
 * The body of `PATCH /users/referral/redemption-status` (not shown in the spec): the signed-in
 * user redeems a code, once per user and never their own. A code with no quota left answers
 * 409. The answer is `ReferredQuota`.
 */
export const RedemptionBody = Type.Object({ referral_code: ReferralCode });
export type RedemptionBody = Static<typeof RedemptionBody>;

/**
 * The answer of `GET /users/referral/referred-quota` ("returns owner"): whose code the signed-in
 * user redeemed and what is left of its quota; all null for someone who redeemed none.
 */
export const ReferredQuota = Type.Object({
  referral_code: Nullable(ReferralCode),
  owner: Nullable(ReferralOwner),
  quota: Nullable(ReferralQuota),
});
export type ReferredQuota = Static<typeof ReferredQuota>;
