/** Whether `zone` is an IANA time zone this runtime knows ("Europe/London", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** One formatter per zone: making one is the costly part, and a zone's never changes. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) that `at` falls on in `zone`. */
export function dayIn(zone: string, at: Date): string {
  const parts = formatIn(zone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
