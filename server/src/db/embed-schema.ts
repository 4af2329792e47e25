import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { schools, users } from './school-schema';

/**
 * A school's keys for signing pupils into Kyu widgets from its own site (HS256). The secret is
 * kept as it is, not hashed: verifying an HMAC needs the key itself. Tokens name their key by
 * `kid`, so a rotated key keeps working until `retires_at` while the school deploys the new
 * one; `revoked_at` ends a key at once. At most one key per school is current (neither).
 */
export const embedSecrets = pgTable(
  'embed_secrets',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kid: text('kid').notNull(),
    secret: text('secret').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    retiresAt: timestamp('retires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('embed_secrets_kid_key').on(t.kid),
    uniqueIndex('embed_secrets_current_key')
      .on(t.schoolId)
      .where(sql`retires_at IS NULL AND revoked_at IS NULL`),
  ],
);

/**
 * Which Kyu account a school's own user id (`sub`) signed in as, so that an e-mail changed on
 * the school's side still finds the same pupil. One school identity per account.
 */
export const embedIdentities = pgTable(
  'embed_identities',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.externalId] }),
    uniqueIndex('embed_identities_user_key').on(t.userId),
  ],
);

/**
 * Token ids (`jti`) already exchanged, kept until their token could no longer be accepted. The
 * primary key is what refuses a replay: of two servers racing with one token, one insert wins.
 */
export const embedTokenUses = pgTable(
  'embed_token_uses',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.jti] }),
    index('embed_token_uses_expires_idx').on(t.expiresAt),
  ],
);
