import type { CollectibleTheme, Sticker, StickerBook, StudentCollectible } from '../contract';

/** Earned stickers the laboratory sticker modal has not shown yet, oldest first. */
export function newStickers(book: StickerBook | null): Sticker[] {
  return (book?.stickers ?? [])
    .filter((s) => s.earned_at !== null && s.is_new)
    .sort((a, b) => (a.earned_at ?? '').localeCompare(b.earned_at ?? ''));
}

/** The book with these stickers no longer new (the modal showed them). */
export function markSeen(book: StickerBook, codes: readonly string[]): StickerBook {
  return {
    stickers: book.stickers.map((s) => (codes.includes(s.code) ? { ...s, is_new: false } : s)),
  };
}

/** How many stickers of the book are earned. */
export const earnedCount = (book: StickerBook) =>
  book.stickers.filter((s) => s.earned_at !== null).length;

/** A theme of collectibles with the student's own, as the sticker book groups them. */
export interface CollectibleGroup {
  readonly theme: CollectibleTheme;
  readonly collectibles: readonly StudentCollectible[];
}

/** Collectibles grouped by theme in the themes' order, each group by unlock level. */
export function groupCollectibles(
  themes: readonly CollectibleTheme[],
  byTheme: Readonly<Record<number, readonly StudentCollectible[]>>,
): CollectibleGroup[] {
  return themes.map((theme) => ({
    theme,
    collectibles: [...(byTheme[theme.id] ?? [])].sort((a, b) => a.unlock_level - b.unlock_level),
  }));
}
