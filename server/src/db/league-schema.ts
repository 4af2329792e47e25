import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { classes, schools, users } from './school-schema';

/*
 * Weekly leagues (issue 12). A week is named by its Monday (UTC); students join a group of it on
 * their first points of the week, and the rollover turns the week's groups into results and tiers.
 */

/**
 * A student's league tier (1 Bronze … 3 Gold), Bronze when no row. A narrow table of its own
 * rather than a column of `users`: the rollover moves a fifth of a million students up and
 * another down each week, and a row of `users` carries five indexes (the directory's trigram
 * index among them) that every such update would touch.
 */
export const leagueTiers = pgTable(
  'league_tiers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: integer('tier').notNull(),
  },
  (t) => [check('league_tiers_tier_check', sql`${t.tier} between 1 and 3`)],
);

/** Weeks someone earned points in; `rolled_at` is set once, by the one rollover that closed it. */
export const leagueWeeks = pgTable('league_weeks', {
  weekStart: date('week_start').primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }),
});

/** A week's group of students of one school (or class) and tier; `member_count` guards its size. */
export const leagueGroups = pgTable(
  'league_groups',
  {
    id: serial('id').primaryKey(),
    weekStart: date('week_start').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    tier: integer('tier').notNull(),
    memberCount: integer('member_count').notNull().default(0),
  },
  (t) => [
    index('league_groups_open_idx').on(t.weekStart, t.schoolId, t.tier, t.memberCount),
    index('league_groups_school_idx').on(t.schoolId, t.weekStart),
  ],
);

/** A student in a week's group with the points they earned in it. */
export const leagueMembers = pgTable(
  'league_members',
  {
    weekStart: date('week_start').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => leagueGroups.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.userId] }),
    index('league_members_group_points_idx').on(t.groupId, t.points.desc()),
  ],
);

/**
 * Every league payment, keyed by what paid it, so a replayed quiz pays nothing: one row per
 * question a student first got full marks on. `day` is the student's day, for the daily cap.
 */
export const leaguePoints = pgTable(
  'league_points',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    weekStart: date('week_start').notNull(),
    day: date('day').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('league_points_user_day_idx').on(t.userId, t.day),
  ],
);

/** What a closed week did to each of its students. */
export const leagueResults = pgTable(
  'league_results',
  {
    weekStart: date('week_start').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * No foreign key: the rollover writes a row per student of the week (a million at scale),
     * and groups are never deleted apart from their school, which is deactivated, not deleted.
     */
    groupId: integer('group_id').notNull(),
    tier: integer('tier').notNull(),
    points: integer('points').notNull(),
    rank: integer('rank').notNull(),
    outcome: text('outcome').$type<'promoted' | 'demoted' | 'stayed'>().notNull(),
    newTier: integer('new_tier').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.userId] }),
    index('league_results_group_idx').on(t.groupId, t.rank),
  ],
);

/**
 * One row (id 1): how far the league clock runs ahead of real time. Only the development-only
 * advance-clock call moves it; it lives here so every instance on the database reads one clock.
 */
export const leagueClock = pgTable(
  'league_clock',
  {
    id: integer('id').primaryKey(),
    offsetSeconds: integer('offset_seconds').notNull().default(0),
  },
  (t) => [check('league_clock_one_row', sql`${t.id} = 1`)],
);
