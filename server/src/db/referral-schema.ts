import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { schools, users } from './school-schema';

/* Referrals (overview §3 "Referral": program, quota, redeemers, owner). */

/** A school's own referral program; a school without one gets the default program's words. */
export const referralPrograms = pgTable('referral_programs', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** What both sides get, in words, as the school wrote it. */
  reward: text('reward').notNull(),
});

/**
 * A user's own referral code, one per user, made when they first ask for it. `used` counts the
 * redemptions and is raised only while below `quota`, in the same statement, so concurrent
 * redemptions can never spend more than the quota.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The quota the code was made with; a later change of the default leaves it. */
    quota: integer('quota').notNull(),
    used: integer('used').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_codes_user_key').on(t.userId),
    uniqueIndex('referral_codes_code_key').on(t.code),
    check('referral_codes_used_check', sql`${t.used} >= 0 and ${t.used} <= ${t.quota}`),
  ],
);

/** Who redeemed which code: a user redeems at most one code, ever. */
export const referralRedemptions = pgTable(
  'referral_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => referralCodes.id, { onDelete: 'cascade' }),
    redeemerId: integer('redeemer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_redemptions_redeemer_key').on(t.redeemerId),
    index('referral_redemptions_code_idx').on(t.codeId, t.redeemedAt),
  ],
);
