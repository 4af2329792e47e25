import type { Streaks } from '@kyu/core/contract';
import { dayBefore } from './time-zone';

/**
 * The run of consecutive practice days ending today, or yesterday when today has no practice
 * yet (the streak is still alive until the day ends); `active` says today already counts.
 */
export function streakOf(days: string[], today: string): Streaks {
  const practised = new Set(days);
  const active = practised.has(today);
  let day = active ? today : dayBefore(today);
  let run = 0;
  while (practised.has(day)) {
    run += 1;
    day = dayBefore(day);
  }
  return { active, days: run };
}
