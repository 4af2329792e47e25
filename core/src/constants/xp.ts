/**
 * The published XP rules. A marked question earns up to 10 XP in proportion to its marks, a
 * finished quiz 20 more; review attempts earn nothing. Quiz and bonus XP together count
 * towards a daily cap, so repeating an easy quiz all day stops paying.
 */
export const XP_PER_QUESTION = 10;
export const XP_PER_QUIZ = 20;
export const DAILY_XP_CAP = 500;
/** The most one `PATCH /users/xp` may add. */
export const MAX_XP_GAIN = 100;

/** XP earned by one marked question: `ceil(10 × marks_given / max_marks)`, 0 when it has no marks. */
export function questionXp(marksGiven: number, maxMarks: number): number {
  if (maxMarks <= 0 || marksGiven <= 0) return 0;
  return Math.ceil((XP_PER_QUESTION * Math.min(marksGiven, maxMarks)) / maxMarks);
}

/** The XP a level starts at: 50 × level × (level − 1), so 0, 100, 300, 600, 1000, 1500, … */
export function levelBaseXp(level: number): number {
  return 50 * level * (level - 1);
}

/** The level a total of XP reaches, with where it began and where the next one starts. */
export function levelOf(xp: number): {
  xp: number;
  level: number;
  current_level_base_xp: number;
  next_level_xp: number;
} {
  const total = Math.max(0, Math.floor(xp));
  let level = 1;
  while (levelBaseXp(level + 1) <= total) level += 1;
  return {
    xp: total,
    level,
    current_level_base_xp: levelBaseXp(level),
    next_level_xp: levelBaseXp(level + 1),
  };
}
