import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { Colours, Images, Onboarding } from '@kyu/core/contract';

/* Schools, their people, classes and courses, and sign-in: the tables every other area refers to. */

export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    schoolName: text('school_name').notNull(),
    /**
     * The school's own site; white-label lookup, CORS and checkout returns use it. Stored
     * normalised (lib/domains.ts), which the check holds every row to, so the unique index is
     * unique after normalising and a lookup finds one school at most.
     */
    domainName: text('domain_name'),
    pageTitle: text('page_title'),
    /** The school's own terms and privacy texts, plain text; null shows Kyu's defaults. */
    termsText: text('terms_text'),
    privacyText: text('privacy_text'),
    colours: jsonb('colours').$type<Partial<Colours>>().notNull().default({}),
    images: jsonb('images').$type<Partial<Images>>().notNull().default({}),
    learningPathDisabled: boolean('learning_path_disabled').notNull().default(false),
    /** Weekly leagues for the school's students (issue 12); `league_scope` groups them by school or class. */
    leaguesEnabled: boolean('leagues_enabled').notNull().default(true),
    leagueScope: text('league_scope').$type<'school' | 'class'>().notNull().default('school'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('schools_domain_name_key').on(t.domainName),
    // lib/domains.ts's SCHOOL_DOMAIN, in PostgreSQL's words.
    check(
      'schools_domain_name_normalised',
      sql`${t.domainName} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'
        AND ${t.domainName} NOT LIKE 'www.%' AND length(${t.domainName}) <= 253`,
    ),
  ],
);

export const academicLevels = pgTable('academic_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  academicLevelId: integer('academic_level_id')
    .notNull()
    .references(() => academicLevels.id),
  /** Null for Kyu's own catalogue courses open to every school. */
  schoolId: integer('school_id').references(() => schools.id),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased before it is stored, so look-ups are exact. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** scrypt, `scrypt$N$r$p$salt$hash`; null for accounts that only sign in with Google or Apple. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userRoleId: integer('user_role_id').notNull(),
    teacherRoleId: integer('teacher_role_id'),
    schoolId: integer('school_id').references(() => schools.id),
    isActive: boolean('is_active').notNull().default(true),
    hasAgreedPolicy: boolean('has_agreed_policy').notNull().default(false),
    lastLoggedIn: timestamp('last_logged_in', { withTimezone: true }),
    profilePicUrl: text('profile_pic_url'),
    onboarding: jsonb('onboarding').$type<Partial<Onboarding>>().notNull().default({}),
    googleSub: text('google_sub'),
    appleSub: text('apple_sub'),
    academicLevelId: integer('academic_level_id').references(() => academicLevels.id),
    /** IANA zone streaks and the daily XP cap count days in; the browser reports it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Null when unknown: a student's real name shows in leagues only from 13, known. */
    dateOfBirth: date('date_of_birth'),
    /** Play (issue 12): who may see the student in a league (their tier is in `league_tiers`). */
    /** Set by a parent or the school; the student cannot undo it. */
    leaguesBlocked: boolean('leagues_blocked').notNull().default(false),
    /** The student's own choice to take part. */
    leagueVisible: boolean('league_visible').notNull().default(true),
    /** From LEAGUE_PSEUDONYMS; null until first needed, then chosen from the id. */
    pseudonym: text('pseudonym'),
    themeId: integer('theme_id').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    index('users_school_idx').on(t.schoolId),
    // The teacher directory's search matches anywhere in a name (ILIKE '%x%'), which a b-tree
    // cannot serve; trigrams can. The school goes first (btree_gin) so that one index scan
    // finds a school's matches rather than every school's, to be intersected after. The
    // expression is the one `searchable` in modules/teachers/queries.ts writes, so the planner
    // matches them; a search without a school (a parent's, found through children) still uses it.
    index('users_directory_search_idx').using(
      'gin',
      t.schoolId,
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.username}) gin_trgm_ops`,
    ),
  ],
);

export const parentChildren = pgTable(
  'parent_children',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.childId] })],
);

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    academicLevelId: integer('academic_level_id')
      .notNull()
      .references(() => academicLevels.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('classes_school_idx').on(t.schoolId)],
);

/** Students and teachers of a class. */
export const classMembers = pgTable(
  'class_members',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    index('class_members_user_idx').on(t.userId),
  ],
);

/** Bearer sessions; only the SHA-256 of the token is kept, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Magic links, sign-in hand-offs and password resets: hashed, single-use, short-lived. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose')
      .$type<'magic_link' | 'handoff' | 'login' | 'password_reset'>()
      .notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash)],
);

/**
 * Every mail Kyu sends, written in the transaction of what it announces; without SMTP this is
 * the development mailbox. With SMTP a job sends the row: `claimed_until` is the lease of the
 * attempt under way (`attempts` counts them), `sent_at` the time the SMTP server took it.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  transport: text('transport').$type<'outbox' | 'smtp'>().notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  createdAt: createdAt(),
});
