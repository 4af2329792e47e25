import type { Xp } from '../contract';

/** How far into the current level the XP is, from 0 to 1 (1 when the level has no width). */
export function levelProgress(
  xp: Pick<Xp, 'xp' | 'current_level_base_xp' | 'next_level_xp'>,
): number {
  const width = xp.next_level_xp - xp.current_level_base_xp;
  if (width <= 0) return 1;
  return Math.min(1, Math.max(0, (xp.xp - xp.current_level_base_xp) / width));
}
