import type { MockProgress } from '@kyu/core/contract';

/** Marks as a percentage of the most there were, to two decimals; none when nothing was at stake. */
export function withScore(marks: number, max: number): MockProgress {
  const progress: MockProgress = { marks_given: marks, max_scores: max };
  if (max > 0) progress.calculated_score = Math.round((10000 * marks) / max) / 100;
  return progress;
}
