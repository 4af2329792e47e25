import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Counters of the limits (failed sign-ins per account, device and address; request limits per
 * route and address) when they live in PostgreSQL, the default; with REDIS_URL set they live
 * in Redis instead (providers/limits). One row per counter, updated in one statement.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** A counter is forgotten from this time on; expired rows are swept now and then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_counters_expires_idx').on(t.expiresAt)],
);

/**
 * Server-wide secrets, made on first use and shared by every process through the database:
 * the key that signs device tokens (auth/device-tokens.ts). Deleting a row makes a new one;
 * what it signed stops being trusted, which only costs people their device's exemption.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
