import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { courses, schools, users } from './school-schema';

/* Activation codes: made in batches by an admin, each redeemed once for one learner. */

/** A batch of codes an admin generated at once: what the console lists and exports as CSV. */
export const activationBatches = pgTable(
  'activation_batches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The school whose codes these are; null for Kyu's own (a super admin's catalogue codes). */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** Kept when the admin's account goes, so the batch stays listed. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    count: integer('count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activation_batches_school_idx').on(t.schoolId),
    check('activation_batches_count_check', sql`${t.count} > 0`),
  ],
);

/**
 * One code. `code` is stored normalised (upper case, grouped with dashes) and unique, so a
 * look-up is one index probe whatever case the parent typed. Redeemed once: `redeemed_at` is set
 * by the one update that finds it still null, so two redemptions at once cannot both win.
 */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique('activation_codes_code_key'),
    batchId: integer('batch_id')
      .notNull()
      .references(() => activationBatches.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** After this moment the code can no longer be redeemed; null: never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** How many days of access a redemption grants; null: with no end. */
    accessDays: integer('access_days'),
    /** Who redeemed it (a parent, or a student for themself). */
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The learner it unlocked courses for. */
    redeemedFor: integer('redeemed_for').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activation_codes_batch_idx').on(t.batchId),
    index('activation_codes_redeemed_for_idx').on(t.redeemedFor),
    check(
      'activation_codes_access_days_check',
      sql`${t.accessDays} is null or ${t.accessDays} > 0`,
    ),
  ],
);

/** The courses a code unlocks. */
export const activationCodeCourses = pgTable(
  'activation_code_courses',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => activationCodes.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.codeId, t.courseId] }),
    index('activation_code_courses_course_idx').on(t.courseId),
  ],
);
