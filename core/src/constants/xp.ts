/**
 * The published XP rules. XP pays only for learning the server saw: marks earned in a marked
 * attempt (and, once lessons exist, a completed lesson item). A question pays up to 10 XP in
 * proportion to its marks, and only for marks beyond the best the student showed on it in an
 * earlier finished attempt, so repeating a quiz pays for what was learned since, never twice. A
 * finished quiz pays 20 more when it earned new marks, once per quiz. A review pays nothing (its
 * marks count as shown). Everything counts towards a daily cap in the student's time zone.
 * Clients cannot add XP: `PATCH /users/xp` only acknowledges what the server already granted.
 */
export const XP_PER_QUESTION = 10;
export const XP_PER_QUIZ = 20;
export const DAILY_XP_CAP = 500;

/** XP earned by one marked question: `ceil(10 × marks_given / max_marks)`, 0 when it has no marks. */
export function questionXp(marksGiven: number, maxMarks: number): number {
  if (maxMarks <= 0 || marksGiven <= 0) return 0;
  return Math.ceil((XP_PER_QUESTION * Math.min(marksGiven, maxMarks)) / maxMarks);
}

/** One marked question of a finished attempt, beside the most XP it paid the student before. */
export interface MarkedForXp {
  readonly marksGiven: number;
  readonly maxMarks: number;
  /** The most {@link questionXp} this question reached in the student's earlier finished attempts. */
  readonly shownBefore: number;
}

/**
 * The XP a finished attempt earns before the daily cap: each question's XP beyond what it showed
 * before, plus the quiz bonus when that is more than nothing and no earlier attempt at the quiz
 * was paid any XP. A review earns nothing.
 */
export function attemptXp(attempt: {
  readonly questions: readonly MarkedForXp[];
  readonly isReview: boolean;
  /** True when an earlier finished attempt of the student at this quiz was paid XP. */
  readonly quizPaidBefore: boolean;
}): { questions: number; bonus: number; total: number } {
  if (attempt.isReview) return { questions: 0, bonus: 0, total: 0 };
  const questions = attempt.questions.reduce(
    (sum, q) => sum + Math.max(0, questionXp(q.marksGiven, q.maxMarks) - q.shownBefore),
    0,
  );
  const bonus = questions > 0 && !attempt.quizPaidBefore ? XP_PER_QUIZ : 0;
  return { questions, bonus, total: questions + bonus };
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
