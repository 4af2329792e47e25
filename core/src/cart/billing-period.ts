/** A date on the calendar, with no time of day or time zone; `month` runs from 1 to 12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * The calendar day `at` falls on where the user is (`timeZone`, else this browser's): a parent
 * paying late on 31 January in Auckland is billed from their 1 February.
 */
export function calendarDay(at: Date, timeZone?: string): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The same day of the next month, or that month's last day when it is shorter (31 January → 28 or 29 February). */
export function sameDayNextMonth({ year, month, day }: CalendarDay): CalendarDay {
  const next = { year: month === 12 ? year + 1 : year, month: (month % 12) + 1 };
  // Day 0 of the month after `next` is the last day of `next`.
  const lastDay = new Date(Date.UTC(next.year, next.month, 0)).getUTCDate();
  return { ...next, day: Math.min(day, lastDay) };
}

// Noon UTC of the day, formatted in UTC: no time zone can move it to another date.
const noonUtc = ({ year, month, day }: CalendarDay) => new Date(Date.UTC(year, month - 1, day, 12));

/**
 * The billing period label (overview §9): from today to the same day next month, written as
 * the user's locale writes a range of dates ("31 Jan – 29 Feb 2024" in en-GB).
 */
export function billingPeriodLabel(
  now: Date,
  options: { readonly locale?: string; readonly timeZone?: string } = {},
): string {
  const start = calendarDay(now, options.timeZone);
  const format = new Intl.DateTimeFormat(options.locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return format.formatRange(noonUtc(start), noonUtc(sameDayNextMonth(start)));
}
