import type { StudentPerformance, TopicMastery, WeekScore, WrongQuestion } from '../contract';
import { formatDay, formatPercent } from '../format';

/** One week of the class-against-school chart; null where a side marked nothing that week. */
export interface WeekComparison {
  week: string;
  class_percent: number | null;
  school_percent: number | null;
}

/** Merges the class's and the school's weekly scores into one series, oldest week first. */
export function compareWeeks(klass: WeekScore[], school: WeekScore[]): WeekComparison[] {
  const weeks = [...new Set([...klass, ...school].map((p) => p.week))].sort();
  const at = (series: WeekScore[], week: string) =>
    series.find((p) => p.week === week)?.score_percent ?? null;
  return weeks.map((week) => ({
    week,
    class_percent: at(klass, week),
    school_percent: at(school, week),
  }));
}

/** Topics least mastered first (what to teach again), unanswered ones last. */
export const topicsByMastery = (topics: TopicMastery[]): TopicMastery[] =>
  [...topics].sort(
    (a, b) =>
      (a.mastery_percent ?? Infinity) - (b.mastery_percent ?? Infinity) ||
      a.topic_name.localeCompare(b.topic_name),
  );

/** The `limit` questions most of the class gets wrong, most missed first. */
export const topWrongQuestions = (questions: WrongQuestion[], limit = 5): WrongQuestion[] =>
  [...questions]
    .sort(
      (a, b) => b.wrong_percent - a.wrong_percent || b.student_ids.length - a.student_ids.length,
    )
    .slice(0, limit);

/** A stacked bar of one student: answers at each difficulty level. */
export interface DifficultyBar {
  student_id: number;
  name: string;
  easy: number;
  medium: number;
  hard: number;
}

/** Students by how many answers they gave at each difficulty, busiest first. */
export const difficultyBars = (students: StudentPerformance[]): DifficultyBar[] =>
  students
    .map((s) => ({
      student_id: s.student_id,
      name: s.name,
      easy: s.easy.answered,
      medium: s.medium.answered,
      hard: s.hard.answered,
    }))
    .sort((a, b) => b.easy + b.medium + b.hard - (a.easy + a.medium + a.hard));

/** A percentage as a sentence reads it: "62%", or "no answers". */
export const percentText = (value: number | null): string =>
  value === null ? 'no answers' : formatPercent(value);

/** What the class-against-school chart shows, for a screen reader. */
export function comparisonSummary(weeks: WeekComparison[]): string {
  const last = weeks.at(-1);
  if (!last) return 'No answers were marked in this window.';
  return (
    `${weeks.length} week${weeks.length === 1 ? '' : 's'}; in the week of ${formatDay(last.week)} the class ` +
    `scored ${percentText(last.class_percent)} against the school's ${percentText(last.school_percent)}.`
  );
}

/** The report windows a teacher picks from: the last 4 or 12 weeks, or everything. */
export type WindowChoice = '4w' | '12w' | 'all';

/** The start and end days (UTC) of a window ending today. */
export function windowDays(choice: WindowChoice, today: Date): { start?: string; end?: string } {
  if (choice === 'all') return {};
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const weeks = choice === '4w' ? 4 : 12;
  return { start: day(new Date(today.getTime() - weeks * 7 * 86_400_000)), end: day(today) };
}
