import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';

/**
 * Play (issue 12): weekly leagues, the sticker book, collectibles and themes.
 *
 * A league week runs Monday 00:00 to the next Monday 00:00 UTC (one instant for every school,
 * so one scheduled rollover closes it). A student joins a league group of at most
 * {@link LEAGUE_GROUP_SIZE} within their school (or class, where the school chooses) when they
 * first earn league points in the week. League points count only learning: a question's first
 * full marks, weighted by its difficulty, and a completed lesson item, within a daily cap.
 */

/** Who a school's league groups gather: the whole school, or each class apart. */
export const LeagueScope = Type.Union([Type.Literal('school'), Type.Literal('class')]);
export type LeagueScope = Static<typeof LeagueScope>;

/** League tiers (overview §9): 1 Bronze, 2 Silver, 3 Gold. */
export const LeagueTier = Type.Integer({ minimum: 1, maximum: 3 });
export type LeagueTier = Static<typeof LeagueTier>;

const Instant = Type.String({ format: 'date-time' });

/**
 * A student in a league's standings (overview §3 "Leaderboard student"). A student under 13, or
 * whose age Kyu does not know, appears as their pseudonym: `first_name` is the pseudonym,
 * `last_name` is empty and `profile_pic` is null. Others appear as first name and last initial.
 */
export const LeaderboardStudent = Type.Object({
  id: Id,
  current_level: Type.Integer({ minimum: 1 }),
  profile_pic: Nullable(Type.String()),
  first_name: Type.String(),
  last_name: Type.String(),
  points: Type.Integer({ minimum: 0 }),
  /** 1 for the most points; ties share a rank (PostgreSQL `rank()`). */
  rank: Type.Integer({ minimum: 1 }),
  /** True for the signed-in student's own row. */
  is_you: Type.Boolean(),
});
export type LeaderboardStudent = Static<typeof LeaderboardStudent>;

/** Where a rank puts a student at the week's end. */
export const LeagueOutcome = Type.Union([
  Type.Literal('promoted'),
  Type.Literal('demoted'),
  Type.Literal('stayed'),
]);
export type LeagueOutcome = Static<typeof LeagueOutcome>;

/** One week's league group as the student sees it (overview §3 "Leaderboard": current, previous). */
export const LeagueStanding = Type.Object({
  id: Id,
  students: Type.Array(LeaderboardStudent),
  league: LeagueTier,
  /** The signed-in student's rank in the group. */
  rank: Type.Integer({ minimum: 1 }),
  start_date: Instant,
  end_date: Instant,
  /** How many at the top move up and at the bottom move down when the week ends. */
  promote_count: Type.Integer({ minimum: 0 }),
  demote_count: Type.Integer({ minimum: 0 }),
});
export type LeagueStanding = Static<typeof LeagueStanding>;

/** Last week's group with what it did to the student. */
export const PreviousLeague = Type.Intersect([
  LeagueStanding,
  Type.Object({ outcome: LeagueOutcome }),
]);
export type PreviousLeague = Static<typeof PreviousLeague>;

/** The answer of `GET /leaderboard`. */
export const Leaderboard = Type.Object({
  /** The student's tier now (the one this week's group is in, or will be). */
  league: LeagueTier,
  /** Leagues are on for this student (school, parent and the student's own choice allow it). */
  enabled: Type.Boolean(),
  /** The student is in a group this week. */
  assigned: Type.Boolean(),
  /** A league week is running and the student may take part. */
  in_progress: Type.Boolean(),
  /** The week now running. */
  start_date: Instant,
  end_date: Instant,
  /** The week after it. */
  next_start_date: Instant,
  next_end_date: Instant,
  current: Nullable(LeagueStanding),
  previous: Nullable(PreviousLeague),
  /** The name others see for the student, when they appear under a pseudonym. */
  pseudonym: Nullable(Type.String()),
});
export type Leaderboard = Static<typeof Leaderboard>;

/** A row of a school's public board: pseudonyms only, never an id. */
export const PublicLeaderboardRow = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  league: LeagueTier,
  current_level: Type.Integer({ minimum: 1 }),
  points: Type.Integer({ minimum: 0 }),
});
export type PublicLeaderboardRow = Static<typeof PublicLeaderboardRow>;

/**
 * The answer of `GET /leaderboard/school/{schoolId}`: the week's top students of a school under
 * their pseudonyms, for `<kyu-leaderboard>` on the school's site when nobody is signed in.
 */
export const PublicLeaderboard = Type.Object({
  school_name: Type.String(),
  start_date: Instant,
  end_date: Instant,
  students: Type.Array(PublicLeaderboardRow),
});
export type PublicLeaderboard = Static<typeof PublicLeaderboard>;

/** What earns a sticker. Level stickers are `level-2`, `level-3`, …; the others are fixed. */
export const StickerCode = Type.String({
  pattern: '^(first-quiz|streak-(3|7|30)|level-[0-9]{1,3}|perfect-score|promotion)$',
  maxLength: 20,
});
export type StickerCode = Static<typeof StickerCode>;

/** A sticker in the book. `earned_at` is null for one not earned yet (shown greyed). */
export const Sticker = Type.Object({
  code: StickerCode,
  title: Type.String(),
  description: Type.String(),
  /** The sticker's image, a URL on Kyu's origin. */
  image: Type.String(),
  earned_at: Nullable(Instant),
  /** Earned and not yet shown in the laboratory sticker modal. */
  is_new: Type.Boolean(),
});
export type Sticker = Static<typeof Sticker>;

/** The answer of `GET /students/sticker-book`. */
export const StickerBook = Type.Object({ stickers: Type.Array(Sticker) });
export type StickerBook = Static<typeof StickerBook>;

/** The body of `PATCH /students/sticker-book/seen`: stickers the modal has shown. */
export const StickersSeen = Type.Object({
  codes: Type.Array(StickerCode, { minItems: 1, maxItems: 200 }),
});
export type StickersSeen = Static<typeof StickersSeen>;

/** A collectible theme (reference list). */
export const CollectibleTheme = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
});
export type CollectibleTheme = Static<typeof CollectibleTheme>;

/** A collectible (reference list): unlocked when the student reaches `unlock_level`. */
export const Collectible = Type.Object({
  id: Id,
  theme_id: Id,
  name: Type.String(),
  image: Type.String(),
  unlock_level: Type.Integer({ minimum: 1 }),
});
export type Collectible = Static<typeof Collectible>;

/** A collectible as `GET /students/collectible-themes/{id}/collectibles` answers it. */
export const StudentCollectible = Type.Intersect([
  Collectible,
  Type.Object({ collected: Type.Boolean() }),
]);
export type StudentCollectible = Static<typeof StudentCollectible>;

/** Students' play settings, read and changed through `GET`/`PATCH /students/play-settings`. */
export const PlaySettings = Type.Object({
  /** The visual theme (core `THEMES`); 1 when unset. */
  theme_id: Type.Integer({ minimum: 1, maximum: 50 }),
  /** The student takes part in leagues (their own choice). */
  league_visible: Type.Boolean(),
  /** A parent or the school turned leagues off: the student cannot turn them on. */
  leagues_blocked: Type.Boolean(),
  /** The pseudonym others see, from {@link LEAGUE_PSEUDONYMS}. */
  pseudonym: Type.String(),
});
export type PlaySettings = Static<typeof PlaySettings>;

/** The body of `PATCH /students/play-settings`. */
export const PlaySettingsUpdate = Type.Object(
  {
    theme_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    league_visible: Type.Optional(Type.Boolean()),
    pseudonym: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { minProperties: 1 },
);
export type PlaySettingsUpdate = Static<typeof PlaySettingsUpdate>;

/** Path parameters of `GET /leaderboard/school/{schoolId}`. */
export const LeaderboardSchoolParams = Type.Object({ schoolId: Id });
export type LeaderboardSchoolParams = Static<typeof LeaderboardSchoolParams>;
