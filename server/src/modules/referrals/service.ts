import type {
  Referral,
  ReferralCodeQuota,
  ReferralQuota,
  ReferralRedeemers,
  ReferredQuota,
} from '@kyu/core/contract';
import { DEFAULT_REFERRAL_PROGRAM, REFERRAL_QUOTA } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import {
  HttpProblem,
  badRequest,
  conflict,
  forbidden,
  notFound,
  problemType,
} from '../../lib/problem';
import { newReferralCode } from './code';
import * as q from './queries';

/** Tries at a fresh code before giving up; with 2^50 codes a second try is already rare. */
const CODE_TRIES = 5;

const quotaOf = (row: { quota: number; used: number }): ReferralQuota => ({
  total: row.quota,
  used: row.used,
  remaining: Math.max(0, row.quota - row.used),
});

const unknownCode = () =>
  notFound('No referral code is written like this. Check it with the person who shared it.');

/** The signed-in user's own code, made on first asking, in their school's program. */
export async function referralOf(db: Db, userId: number): Promise<Referral> {
  let code = await q.codeOfUser(db, userId);
  for (let tries = 0; !code && tries < CODE_TRIES; tries++) {
    await q.insertCode(db, userId, newReferralCode(), REFERRAL_QUOTA);
    code = await q.codeOfUser(db, userId);
  }
  if (!code) throw new Error('No free referral code was found');
  const program = (await q.programOf(db, userId)) ?? DEFAULT_REFERRAL_PROGRAM;
  return {
    referral_code: code.code,
    program: { name: program.name, reward: program.reward },
    quota: quotaOf(code),
  };
}

/** How much of any code's quota is left: what someone about to redeem it checks. */
export async function quotaOfCode(db: Db, referralCode: string): Promise<ReferralCodeQuota> {
  const code = await q.findCode(db, referralCode);
  if (!code) throw unknownCode();
  return { referral_code: code.code, quota: quotaOf(code) };
}

/**
 * Who redeemed a code, for its owner only. Any other code answers 403 whether or not it
 * exists, so the call tells nobody which codes are real.
 */
export async function redeemersOfCode(
  db: Db,
  userId: number,
  referralCode: string,
): Promise<ReferralRedeemers> {
  const code = await q.findCode(db, referralCode);
  if (code?.userId !== userId)
    throw forbidden('Only the owner of a referral code sees who redeemed it.');
  const rows = await q.redeemersOf(db, code.id);
  return {
    redeemers: rows.map(({ redeemedAt, ...row }) => ({
      ...row,
      redeemed_at: redeemedAt.toISOString(),
    })),
  };
}

/** Whose code the user redeemed and what is left of it; all null when they redeemed none. */
export async function referredQuota(db: Db, userId: number): Promise<ReferredQuota> {
  const row = await q.redeemedBy(db, userId);
  if (!row) return { referral_code: null, owner: null, quota: null };
  return {
    referral_code: row.code,
    owner: { first_name: row.first_name, last_initial: row.last_initial },
    quota: quotaOf(row),
  };
}

const alreadyRedeemed = () =>
  conflict('You have redeemed a referral code already; each account redeems one.', {
    referral_code: ['one code per account, and yours is redeemed'],
  });

/**
 * Redeems a code for the signed-in user: once per user, never their own, while its quota lasts.
 * The place is taken and the redemption written in one transaction: the quota's row lock
 * queues concurrent redeemers of one code, and the unique redeemer queues one user's
 * concurrent tries, so a race neither overspends a quota nor redeems twice.
 */
export async function redeem(db: Db, userId: number, referralCode: string): Promise<ReferredQuota> {
  const code = await q.findCode(db, referralCode);
  if (!code) throw unknownCode();
  if (code.userId === userId) {
    throw badRequest('This is your own referral code; share it with someone else.', {
      referral_code: ['is your own code'],
    });
  }
  if (await q.redeemedBy(db, userId)) throw alreadyRedeemed();
  await db.transaction(async (tx) => {
    if (!(await q.spendQuota(tx, code.id))) {
      throw new HttpProblem(
        409,
        'Conflict',
        'This referral code has been used as often as it may be.',
        {
          type: problemType('referral-quota-used-up'),
        },
      );
    }
    if (!(await q.insertRedemption(tx, code.id, userId))) throw alreadyRedeemed();
  });
  return referredQuota(db, userId);
}
