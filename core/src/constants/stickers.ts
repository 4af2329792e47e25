/**
 * The sticker catalogue (issue 12): what each sticker is called and why it was earned, in one
 * place for the server's sticker book and the portal. Level stickers are `level-2`, `level-3`, …
 */

/** Runs of practice days that earn a sticker (`streak-3`, `streak-7`, `streak-30`). */
export const STREAK_STICKER_DAYS = [3, 7, 30] as const;

/** The book always shows level stickers up to this level; higher ones appear once earned. */
export const LEVEL_STICKERS_SHOWN = 10;

/** A sticker's name and what earns it. */
export interface StickerInfo {
  code: string;
  title: string;
  description: string;
}

/**
 * The stickers that are not levels. A function, not a constant: a module-level `.map` is a call
 * the bundler must keep, so every widget that imports core carried the list (the coach too).
 */
const fixedStickers = (): StickerInfo[] => [
  { code: 'first-quiz', title: 'First steps', description: 'Finish your first quiz.' },
  {
    code: 'perfect-score',
    title: 'Perfect score',
    description: 'Get full marks on every question of a quiz.',
  },
  ...STREAK_STICKER_DAYS.map((days) => ({
    code: `streak-${days}`,
    title: `${days}-day streak`,
    description: `Practise ${days} days in a row.`,
  })),
  { code: 'promotion', title: 'Moving up', description: 'Finish a league week promoted.' },
];

const LEVEL_CODE = /^level-(\d{1,3})$/;

/** The level a `level-N` code stands for, or null for any other code. */
export function stickerLevel(code: string): number | null {
  const match = LEVEL_CODE.exec(code);
  return match ? Number(match[1]) : null;
}

const levelSticker = (level: number): StickerInfo => ({
  code: `level-${level}`,
  title: `Level ${level}`,
  description: `Reach level ${level}.`,
});

/** The sticker a code names, or null when the catalogue has no such sticker. */
export function stickerInfo(code: string): StickerInfo | null {
  const level = stickerLevel(code);
  if (level !== null) return level >= 2 ? levelSticker(level) : null;
  return fixedStickers().find((s) => s.code === code) ?? null;
}

/**
 * Every sticker the book shows, in book order: the fixed ones, then level stickers from 2 up to
 * {@link LEVEL_STICKERS_SHOWN} or the highest level earned, whichever is higher.
 */
export function stickerCatalogue(highestLevel: number): StickerInfo[] {
  const top = Math.max(LEVEL_STICKERS_SHOWN, highestLevel);
  return [...fixedStickers(), ...Array.from({ length: top - 1 }, (_, i) => levelSticker(i + 2))];
}

/** The level stickers a student at `level` has earned: `level-2` … `level-<level>`. */
export const levelStickerCodes = (level: number) =>
  Array.from({ length: Math.max(0, level - 1) }, (_, i) => `level-${i + 2}`);
