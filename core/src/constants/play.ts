/**
 * The published league rules (issue 12). League points pay only for learning: a question's first
 * full marks, weighted by its difficulty, and a completed lesson item; a replayed quiz pays
 * nothing more, and a day pays at most {@link LEAGUE_DAILY_POINTS_CAP}.
 */
export const LEAGUE_GROUP_SIZE = 30;
export const LEAGUE_DAILY_POINTS_CAP = 300;
/** Points for a question's first full marks, by difficulty level id (1 easy … 3 hard); others 10. */
export const LEAGUE_POINTS_BY_DIFFICULTY: Readonly<Record<number, number>> = {
  1: 10,
  2: 15,
  3: 20,
};
export const LEAGUE_POINTS_DEFAULT = 10;
/** Points for a completed lesson item. */
export const LEAGUE_POINTS_PER_LESSON_ITEM = 10;
/** Tier names (overview §9). */
export const LEAGUE_NAMES = { 1: 'Bronze', 2: 'Silver', 3: 'Gold' } as const;
/** Students younger than this appear under a pseudonym; so does anyone whose age is unknown. */
export const LEAGUE_REAL_NAME_MIN_AGE = 13;

/**
 * How many of a group of `size` move up and down at the week's end: the top fifth (at least one)
 * is promoted and the bottom fifth demoted, never the same student, and nobody above Gold or
 * below Bronze. A group of two still moves, so a small class's league is a race too; a student
 * alone in a group stays.
 */
export function leagueMoves(size: number, tier: number): { promote: number; demote: number } {
  if (size < 2) return { promote: 0, demote: 0 };
  const fifth = Math.max(1, Math.floor(size / 5));
  return { promote: tier < 3 ? fifth : 0, demote: tier > 1 ? fifth : 0 };
}

/** Approved pseudonyms: friendly, gender-neutral, no real names. */
export const LEAGUE_PSEUDONYMS = [
  'Amber Otter',
  'Brave Falcon',
  'Calm Panda',
  'Clever Fox',
  'Cosmic Koala',
  'Daring Dolphin',
  'Eager Eagle',
  'Gentle Giraffe',
  'Golden Lynx',
  'Happy Hedgehog',
  'Jolly Jaguar',
  'Keen Kestrel',
  'Lucky Lemur',
  'Mighty Moose',
  'Nimble Newt',
  'Quick Quokka',
  'Quiet Owl',
  'Rapid Rabbit',
  'Sunny Seal',
  'Swift Swallow',
  'Tidy Tiger',
  'Wise Wombat',
  'Zesty Zebra',
  'Bright Badger',
] as const;

/** The visual themes (design tokens per id); id 1 is the default (overview §4). */
export const DEFAULT_THEME_ID = 1;
