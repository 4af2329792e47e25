/**
 * Where a school is: the language its dates and numbers are written in and the clock it keeps.
 * Every screen formats through this module, so one due date reads the same everywhere.
 */
export interface Place {
  /** A BCP 47 language tag, such as `en-SG`. */
  readonly locale: string;
  /** An IANA time zone, such as `Asia/Singapore`. */
  readonly timeZone: string;
}

/**
 * The schools' place until a school's own record carries one: the seeded schools are in
 * Singapore (levels Primary 4 to Secondary 1), whose English writes 12 May 2026 and 3:05 pm.
 */
export const SCHOOL_PLACE: Place = { locale: 'en-SG', timeZone: 'Asia/Singapore' };

// Building an Intl formatter is slow next to using one, and a report formats hundreds of dates.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(place: Place, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${place.locale}|${place.timeZone}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format)
    cache.set(
      key,
      (format = new Intl.DateTimeFormat(place.locale, { ...options, timeZone: place.timeZone })),
    );
  return format;
}

function numberFormat(place: Place, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${place.locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(place.locale, options)));
  return format;
}

/** A moment as the API sends it (an ISO string), a Date, or milliseconds; null or junk is none. */
type When = string | number | Date | null | undefined;

const instant = (when: When): Date | null => {
  if (when === null || when === undefined || when === '') return null;
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The day a moment falls on in the school's time zone, as "12 May 2026"; `none` when there is none. */
export function formatDate(when: When, none = '—', place = SCHOOL_PLACE): string {
  const date = instant(when);
  return date
    ? dateFormat(place, { day: 'numeric', month: 'short', year: 'numeric' }).format(date)
    : none;
}

/**
 * A calendar day the API sends without a time ("2026-02-16", a report's week), as "16 Feb 2026":
 * it is no moment, so no time zone moves it to the day before.
 */
export function formatDay(day: string, place = SCHOOL_PLACE): string {
  return formatDate(`${day.slice(0, 10)}T00:00:00Z`, day, { ...place, timeZone: 'UTC' });
}

/** A moment with its time in the school's time zone, as "12 May 2026, 3:05 pm"; `none` when there is none. */
export function formatDateTime(when: When, none = '—', place = SCHOOL_PLACE): string {
  const date = instant(when);
  return date
    ? dateFormat(place, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(date)
    : none;
}

/** A count or measure in the school's language: 12,345 or 0.67, with at most `digits` decimals. */
export function formatNumber(value: number, digits = 2, place = SCHOOL_PLACE): string {
  return numberFormat(place, { maximumFractionDigits: digits }).format(value);
}

/** A percentage given out of 100 (as the API sends them), whole: 66.7 reads "67%". */
export function formatPercent(value: number, place = SCHOOL_PLACE): string {
  return numberFormat(place, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
