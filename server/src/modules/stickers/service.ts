import type { StickerBook } from '@kyu/core/contract';
import { STREAK_STICKER_DAYS, stickerCatalogue, stickerLevel } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import * as q from './queries';

/** Where a sticker's image is served (art-routes.ts), on Kyu's origin. */
export const stickerImage = (code: string) => `/api/v1/art/stickers/${code}.svg`;

/** What a finished attempt earns besides streaks, settled by progress (see `awardFinishStickers`). */
export interface FinishStickers {
  userId: number;
  /** The student's day the attempt was finished on, in their time zone. */
  day: string;
  codes: string[];
}

/**
 * Awards the stickers a finished attempt earned, in one statement inside its transaction: the
 * codes settled, and the streak stickers the run of practice days up to `day` reaches. A
 * sticker already earned keeps its first date.
 */
export const awardFinishStickers = (tx: Queryable, earned: FinishStickers) =>
  q.awardFinish(tx, { ...earned, streaks: STREAK_STICKER_DAYS });

/** Gives students a sticker (such as 'promotion' at a league's rollover); a second time does nothing. */
export const awardStickers = (db: Queryable, userIds: number[], code: string) =>
  q.award(db, userIds, code);

/** Every sticker of the catalogue, with when the student earned it and whether it is new to them. */
export async function stickerBook(db: Queryable, userId: number): Promise<StickerBook> {
  const earned = new Map((await q.earnedBy(db, userId)).map((row) => [row.code, row]));
  const highest = Math.max(1, ...[...earned.keys()].map((code) => stickerLevel(code) ?? 1));
  return {
    stickers: stickerCatalogue(highest).map((info) => {
      const row = earned.get(info.code);
      return {
        ...info,
        image: stickerImage(info.code),
        earned_at: row ? row.earnedAt.toISOString() : null,
        is_new: row ? row.seenAt === null : false,
      };
    }),
  };
}

/**
 * Marks stickers seen (the laboratory sticker modal showed them) and answers the book. A code
 * the student has not earned is ignored rather than refused: a modal's list can race an award,
 * and marking is idempotent, so a stale list does no harm.
 */
export async function markStickersSeen(db: Queryable, userId: number, codes: string[]) {
  await q.markSeen(db, userId, codes);
  return stickerBook(db, userId);
}
