import type {
  CollectibleTheme,
  PlaySettings,
  Sticker,
  StudentCollectible,
} from '@kyu/core/contract';

/** A sticker of the book: earned on the day given (null: not earned yet), not new. */
export const makeSticker = (
  code: string,
  earned_at: string | null,
  overrides: Partial<Sticker> = {},
): Sticker => ({
  code,
  title: `Sticker ${code}`,
  description: `Earned for ${code}`,
  image: `/stickers/${code}.svg`,
  earned_at,
  is_new: false,
  ...overrides,
});

/** A collectible theme. */
export const makeCollectibleTheme = (id: number, name: string): CollectibleTheme => ({
  id,
  name,
  description: `The ${name} collection`,
});

/** A collectible of a theme, unlocked at the level given. */
export const makeStudentCollectible = (
  id: number,
  theme_id: number,
  unlock_level: number,
  collected: boolean,
): StudentCollectible => ({
  id,
  theme_id,
  name: `Collectible ${id}`,
  image: `/collectibles/${id}.svg`,
  unlock_level,
  collected,
});

/** A student's play settings: the default theme, leagues on, an approved pseudonym. */
export const makePlaySettings = (overrides: Partial<PlaySettings> = {}): PlaySettings => ({
  theme_id: 1,
  league_visible: true,
  leagues_blocked: false,
  pseudonym: 'Calm Panda',
  ...overrides,
});
