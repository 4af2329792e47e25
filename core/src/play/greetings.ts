import { atom } from 'nanostores';
import { localArea } from '../storage/areas';
import { companionIntroKey, seasonGreetingKey } from '../storage/keys';

/** A season whose greeting shows once, within its date window. */
export interface Season {
  /** The season and the year its window ends in, `new-year-2027`: the flag's name. */
  readonly key: string;
  readonly title: string;
  readonly message: string;
}

interface Window {
  readonly id: string;
  readonly title: string;
  readonly message: string;
  /** First and last day, as [month 1-12, day]; a window may run across the new year. */
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
}

// The greeting windows, in the device's own calendar.
const SEASONS: readonly Window[] = [
  {
    id: 'new-year',
    title: 'Happy New Year!',
    message: 'A new year of learning starts now. What will you master first?',
    from: [12, 28],
    to: [1, 7],
  },
  {
    id: 'mid-year',
    title: 'Happy holidays!',
    message: 'Enjoy your mid-year break: a little practice keeps your streak alive.',
    from: [6, 1],
    to: [6, 30],
  },
  {
    id: 'year-end',
    title: "Season's greetings!",
    message: 'Well done on a year of learning. Rest well, and come back to play.',
    from: [12, 1],
    to: [12, 27],
  },
];

const dayOf = (month: number, day: number) => month * 100 + day;

/** The season whose greeting window holds `date` (its local calendar day), or null. */
export function seasonOn(date: Date): Season | null {
  const today = dayOf(date.getMonth() + 1, date.getDate());
  for (const w of SEASONS) {
    const from = dayOf(...w.from);
    const to = dayOf(...w.to);
    const wraps = from > to;
    const inside = wraps ? today >= from || today <= to : today >= from && today <= to;
    if (!inside) continue;
    // The window's key names the year it ends in, so December 30 and January 2 share one flag.
    const year = date.getFullYear() + (wraps && today >= from ? 1 : 0);
    return { key: `${w.id}-${year}`, title: w.title, message: w.message };
  }
  return null;
}

/**
 * True while one of the one-time student modals is open: other modals (the leaderboard's) wait
 * for it, so a student never faces two at once.
 */
export const $studentModalShowing = atom(false);

/** The one-time student modals, in the order they take turns. */
export type StudentModal = 'intro' | 'sticker' | 'season';

/**
 * Which modal a student sees now, one at a time: the companion intro on their first visit, then
 * each newly earned sticker, then the season's greeting once per season; null for none.
 */
export function nextStudentModal(state: {
  introSeen: boolean;
  stickersWaiting: number;
  season: Season | null;
  seasonSeen: boolean;
}): StudentModal | null {
  if (!state.introSeen) return 'intro';
  if (state.stickersWaiting > 0) return 'sticker';
  if (state.season && !state.seasonSeen) return 'season';
  return null;
}

function flag(key: string): boolean {
  try {
    return localArea().getItem(key) !== null;
  } catch {
    return false;
  }
}

function raise(key: string): void {
  try {
    localArea().setItem(key, new Date().toISOString());
  } catch {
    // A refused write shows the modal again next time, which is harmless.
  }
}

/** True once this student has seen the companion intro on this device. */
export const companionIntroSeen = (userId: number) => flag(companionIntroKey(userId));
/** Records that this student has seen the companion intro. */
export const markCompanionIntroSeen = (userId: number) => raise(companionIntroKey(userId));
/** True once this student has seen this season's greeting on this device. */
export const seasonGreetingSeen = (userId: number, season: Season) =>
  flag(seasonGreetingKey(userId, season.key));
/** Records that this student has seen this season's greeting. */
export const markSeasonGreetingSeen = (userId: number, season: Season) =>
  raise(seasonGreetingKey(userId, season.key));
