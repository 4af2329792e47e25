import type { Subscription, UserCourse, WeeklyStatistics } from '../contract';
import { formatDate, SCHOOL_PLACE } from '../format';

/** How a subscription stands, as a parent reads it on the dashboard. */
export type SubscriptionStateKind = 'active' | 'cancels' | 'past_due' | 'incomplete' | 'ended';

/** A subscription's state and the sentence that says it. */
export interface SubscriptionState {
  readonly kind: SubscriptionStateKind;
  readonly text: string;
}

// The school's place, in the language a caller asks for (the dashboard passes none).
const day = (iso: string, locale?: string) =>
  formatDate(iso, '—', locale ? { ...SCHOOL_PLACE, locale } : SCHOOL_PLACE);

/**
 * What a subscription means for the parent: active and renewing, cancelled but running until
 * its period ends, waiting for a payment that failed (past due), never paid, or ended.
 */
export function subscriptionState(sub: Subscription, locale?: string): SubscriptionState {
  const end = day(sub.current_period_end, locale);
  switch (sub.status) {
    case 'past_due':
      return { kind: 'past_due', text: 'Payment overdue: the last payment failed' };
    case 'incomplete':
      return { kind: 'incomplete', text: 'Waiting for payment' };
    case 'canceled':
      return { kind: 'ended', text: `Ended on ${end}` };
    case 'active':
      return sub.cancel_at_period_end
        ? { kind: 'cancels', text: `Cancels on ${end}` }
        : { kind: 'active', text: `Active, renews on ${end}` };
  }
}

/** True while a subscription still gives access and may take or drop a course. */
export const isLive = (sub: Subscription) => sub.status === 'active' || sub.status === 'past_due';

/** The subject of each course, once each, in the order the courses come. */
export function subjectsOf(
  courses: readonly UserCourse[],
): readonly { readonly id: number; readonly name: string }[] {
  const seen = new Map<number, string>();
  for (const course of courses)
    if (!seen.has(course.subject_id)) seen.set(course.subject_id, course.subject_name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * Where a child's course comes from, as the dashboard says it: the subscription holding it (the
 * newest), else the school classes that teach it, else a code or an admin's grant.
 */
export function courseSource(
  course: UserCourse,
  subscriptions: readonly Subscription[] | null,
  locale?: string,
): string {
  const sub = subscriptions?.find((s) => s.course_ids.includes(course.id));
  if (sub) return subscriptionState(sub, locale).text;
  const classes = course.school_classes ?? [];
  if (classes.length > 0) return `Taught at school: ${classes.join(', ')}`;
  return 'Included by a code';
}

/** One measure of a week beside the week before, for the chart and its table. */
export interface WeekMeasure {
  readonly label: string;
  /** The chart's axis title, with its unit: "Average mark (%)", "Questions (count)". */
  readonly axis: string;
  /** Null when nothing was marked that week (an average mark only). */
  readonly thisWeek: number | null;
  readonly lastWeek: number | null;
  /** Signed change from last week, in words: "+3", "−2", "no change", or "not comparable". */
  readonly change: string;
  readonly unit: '%' | '';
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A difference as a person writes it, with a real minus sign. */
export function changeText(difference: number | null, unit: '%' | '' = ''): string {
  if (difference === null) return 'not comparable';
  const value = round(difference);
  if (value === 0) return 'no change';
  return `${value > 0 ? '+' : '−'}${Math.abs(value)}${unit === '%' ? ' points' : ''}`;
}

/**
 * The three measures of overview §3 "Weekly stats" (average mark, questions, topics), each this
 * week against last week. Last week's value is this week's minus the difference.
 */
export function weekMeasures(stats: WeeklyStatistics): readonly WeekMeasure[] {
  const before = (now: number | null, diff: number | null) =>
    now === null || diff === null ? null : round(now - diff);
  return [
    {
      label: 'Average mark',
      axis: 'Average mark (%)',
      thisWeek: stats.avg_mark === null ? null : round(stats.avg_mark),
      lastWeek: before(stats.avg_mark, stats.avg_mark_difference),
      change: changeText(stats.avg_mark_difference, '%'),
      unit: '%',
    },
    {
      label: 'Questions',
      axis: 'Questions (count)',
      thisWeek: stats.qns_count,
      lastWeek: stats.qns_count - stats.qns_count_difference,
      change: changeText(stats.qns_count_difference),
      unit: '',
    },
    {
      label: 'Topics',
      axis: 'Topics (count)',
      thisWeek: stats.topic_count,
      lastWeek: stats.topic_count - stats.topic_count_difference,
      change: changeText(stats.topic_count_difference),
      unit: '',
    },
  ];
}

/**
 * The top of a measure's axis: 100 for a percentage; for a count, the larger week rounded up to
 * an even number (at least 2), so the middle tick is a whole number too.
 */
export function axisTop(measure: WeekMeasure): number {
  if (measure.unit === '%') return 100;
  const most = Math.max(measure.thisWeek ?? 0, measure.lastWeek ?? 0, 2);
  return Math.ceil(most / 2) * 2;
}
