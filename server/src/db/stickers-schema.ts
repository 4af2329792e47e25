import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './school-schema';

/**
 * The stickers a student earned (issue 12). A sticker is earned once: the key is the pair, so
 * awarding it again does nothing. `seen_at` is set when the laboratory sticker modal showed it.
 */
export const earnedStickers = pgTable(
  'earned_stickers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** A theme collectibles are grouped by (reference list). */
export const collectibleThemes = pgTable('collectible_themes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
});

/** A collectible: a student has it once their level reaches `unlock_level`. */
export const collectibles = pgTable(
  'collectibles',
  {
    id: serial('id').primaryKey(),
    themeId: integer('theme_id')
      .notNull()
      .references(() => collectibleThemes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image').notNull(),
    unlockLevel: integer('unlock_level').notNull(),
  },
  (t) => [index('collectibles_theme_level_idx').on(t.themeId, t.unlockLevel)],
);
