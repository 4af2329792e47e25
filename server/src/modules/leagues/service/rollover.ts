import type { Db } from '../../../db/client';
import { awardStickers } from '../../stickers/service';
import * as q from '../queries';
import { weekStartOf } from '../week';

const DAY_SECONDS = 86_400;

/**
 * Closes one ended week in one transaction: results, promotions and demotions, and the
 * 'promotion' sticker for those promoted. The week's row is claimed first, so of two instances
 * closing it at once one does the work and the other, waiting on the row, finds it closed.
 * Answers the students promoted (none when it was closed already).
 */
export function rollOverWeek(db: Db, weekStart: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (!(await q.claimWeek(tx, weekStart))) return [];
    const promoted = await q.rollWeek(tx, weekStart);
    await awardStickers(tx, promoted, 'promotion');
    return promoted;
  });
}

/** The league clock's time: real time plus the development clock's offset. */
export async function leagueNow(db: Db, now: Date): Promise<Date> {
  return new Date(now.getTime() + (await q.clockOffset(db)) * 1000);
}

/**
 * Closes every ended week not closed yet, oldest first, so a server that was down catches up
 * week by week. Answers, per week closed here, the students promoted.
 */
export async function rollOverEndedWeeks(db: Db, now: Date) {
  const current = weekStartOf(await leagueNow(db, now));
  const closed: { weekStart: string; promoted: number[] }[] = [];
  for (const weekStart of await q.weeksToRoll(db, current)) {
    closed.push({ weekStart, promoted: await rollOverWeek(db, weekStart) });
  }
  return closed;
}

/** Development only: moves the league clock `days` ahead and closes the weeks that ended. */
export async function advanceLeagueClock(db: Db, days: number, now: Date) {
  await q.advanceClock(db, days * DAY_SECONDS);
  const closed = await rollOverEndedWeeks(db, now);
  return { now: (await leagueNow(db, now)).toISOString(), closed };
}
