import type { Streaks, Xp } from '../contract';

/** The level and the XP toward the next one, as the dashboard reads it: "Level 2: 150 of 200 XP". */
export function levelLabel(xp: Pick<Xp, 'level' | 'xp' | 'next_level_xp'>): string {
  return `Level ${xp.level}: ${xp.xp} of ${xp.next_level_xp} XP`;
}

/** The practice streak in words; a run not yet extended today asks to keep it going. */
export function streakLabel(streaks: Streaks): string {
  if (streaks.days === 0) return 'Practise today to start a streak';
  const run = `${streaks.days}-day streak`;
  return streaks.active ? run : `${run}: practise today to keep it going`;
}
