import { atom, computed } from 'nanostores';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import type { StickerBook, StickersSeen } from '../contract';
import { markSeen, newStickers } from './model';

/** The signed-in student's sticker book; null until loaded. */
export const $stickerBook = atom<StickerBook | null>(null);
/** Why the sticker book could not be loaded, or null. */
export const $stickerBookError = atom<string | null>(null);

/** The laboratory sticker modal's queue: earned stickers not shown yet, oldest first. */
export const $stickerQueue = computed($stickerBook, newStickers);

// Bumped on sign-out so that an answer landing afterwards does not refill the book.
let epoch = 0;

/** Empties the sticker book (sign-out). */
export function resetStickers(): void {
  epoch++;
  $stickerBook.set(null);
  $stickerBookError.set(null);
}

/** Loads the sticker book (`GET /students/sticker-book`); a failure keeps what was shown. */
export async function loadStickerBook(): Promise<void> {
  clearAtSignOut('play', resetStickers);
  const run = epoch;
  try {
    const book = await api.get<StickerBook>('/students/sticker-book');
    if (run !== epoch) return;
    $stickerBook.set(book);
    $stickerBookError.set(null);
  } catch (error) {
    if (run === epoch) $stickerBookError.set(problemMessage(error));
  }
}

/**
 * Marks stickers as shown by the modal (`PATCH /students/sticker-book/seen`). The queue moves on
 * at once: should the call fail, the sticker shows again at the next load, which is harmless.
 */
export async function markStickersSeen(codes: readonly string[]): Promise<void> {
  const book = $stickerBook.get();
  if (!book || codes.length === 0) return;
  $stickerBook.set(markSeen(book, codes));
  const body: StickersSeen = { codes: [...codes] };
  await api.patch('/students/sticker-book/seen', body).catch(() => undefined);
}
