/** League weeks run Monday 00:00 to Monday 00:00 UTC; a week is named by its Monday (YYYY-MM-DD). */
const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week `at` falls in. */
export function weekStartOf(at: Date): string {
  const day = Math.floor(at.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is three days after a Monday.
  const monday = day - ((day + 3) % 7);
  return new Date(monday * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a week (or any day) starts, as the contract writes it. */
export const instantOf = (day: string) => `${day}T00:00:00.000Z`;

/** The day thirteen years before `day`: born on it or earlier, a student is 13 or older. */
export function realNameCutoff(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // 29 February of a year without one becomes 1 March, as a birthday does.
  return new Date(Date.UTC(y - years, m - 1, d)).toISOString().slice(0, 10);
}
