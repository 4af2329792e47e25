/** Where and how a date is shown: the school's locale and time zone (else the browser's). */
export interface DateFormatOptions {
  readonly locale?: string;
  readonly timeZone?: string;
}

/**
 * A day as every screen writes it, with the month in words ("12 May 2026" in en-GB, "May 12,
 * 2026" in en-US), so 05/12 and 12/05 can never be read for each other. `timeZone: 'UTC'` keeps
 * a calendar day saved as UTC midnight (a due date) on its own day everywhere.
 */
export function formatDate(at: string | Date, options: DateFormatOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(new Date(at));
}

/** A moment as every screen writes it: `formatDate`'s day and the time of day. */
export function formatDateTime(at: string | Date, options: DateFormatOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: options.timeZone,
  }).format(new Date(at));
}
