import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { courses, users } from './school-schema';

/* What the parent side sells and what a learner may use; parent ↔ child links are in school-schema. */

/** Where a learner's use of a course comes from. */
export type AccessSource = 'subscription' | 'activation' | 'admin';

/**
 * Who may use which course, and when: a learner uses a course while one of its rows covers the
 * moment (`starts_at` ≤ now < `ends_at`, or no end). Each row names what granted it (a
 * subscription, an activation code, an admin), so ending that one thing ends only its rows.
 * One row per learner, course and granting row: granting again extends it rather than adding.
 */
export const courseAccess = pgTable(
  'course_access',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: text('source').$type<AccessSource>().notNull(),
    /** The subscription or activation code row that granted it; null for an admin's grant. */
    sourceId: integer('source_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null while it runs on with no end (an admin's grant, a code without expiry). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('course_access_grant_key')
      .on(t.userId, t.courseId, t.source, t.sourceId)
      .nullsNotDistinct(),
    index('course_access_source_idx').on(t.source, t.sourceId),
    check(
      'course_access_source_check',
      sql`${t.source} in ('subscription', 'activation', 'admin')`,
    ),
    check('course_access_period_check', sql`${t.endsAt} is null or ${t.endsAt} >= ${t.startsAt}`),
  ],
);

/** How often a price is charged. */
export type PriceInterval = 'month' | 'year';

/**
 * What a course costs by the month or by the year. A course has at most one active price per
 * interval; a price changed is a new row and the old one made inactive, because subscriptions
 * already sold keep the price they were sold at.
 */
export const coursePrices = pgTable(
  'course_prices',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    interval: text('interval').$type<PriceInterval>().notNull(),
    /** In the currency's smallest unit, as payment providers count. */
    amountCents: integer('amount_cents').notNull(),
    /** ISO 4217, lower case as payment providers write it (`sgd`). */
    currency: text('currency').notNull(),
    /** The payment provider's id of this price (`price_…`); null until it is linked to one. */
    providerPriceId: text('provider_price_id'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_prices_active_key')
      .on(t.courseId, t.interval)
      .where(sql`active`),
    uniqueIndex('course_prices_provider_key').on(t.providerPriceId),
    check('course_prices_interval_check', sql`${t.interval} in ('month', 'year')`),
    check('course_prices_amount_check', sql`${t.amountCents} >= 0`),
    check('course_prices_currency_check', sql`${t.currency} ~ '^[a-z]{3}$'`),
  ],
);
