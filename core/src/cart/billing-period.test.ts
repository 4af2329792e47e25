import { describe, expect, it } from 'vitest';
import { billingPeriodLabel, calendarDay, sameDayNextMonth } from './billing-period';

// ICU puts thin spaces around the range's dash; the tests read them as spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');
const label = (iso: string, timeZone = 'UTC') =>
  plain(billingPeriodLabel(new Date(iso), { locale: 'en-GB', timeZone }));

describe('the billing period', () => {
  it('runs from today to the same day next month', () => {
    expect(sameDayNextMonth({ year: 2026, month: 3, day: 14 })).toEqual({
      year: 2026,
      month: 4,
      day: 14,
    });
    expect(label('2026-03-14T10:00:00Z')).toBe('14 Mar – 14 Apr 2026');
  });

  it('ends on 28 February from 31 January, and on 29 February in a leap year', () => {
    expect(sameDayNextMonth({ year: 2026, month: 1, day: 31 })).toMatchObject({
      month: 2,
      day: 28,
    });
    expect(sameDayNextMonth({ year: 2028, month: 1, day: 31 })).toMatchObject({
      month: 2,
      day: 29,
    });
    expect(label('2028-01-31T10:00:00Z')).toBe('31 Jan – 29 Feb 2028');
  });

  it('runs from 29 February to 29 March', () => {
    expect(label('2028-02-29T10:00:00Z')).toBe('29 Feb – 29 Mar 2028');
  });

  it('ends on 30 April from 31 March, and crosses into the next year from December', () => {
    expect(sameDayNextMonth({ year: 2026, month: 3, day: 31 })).toMatchObject({
      month: 4,
      day: 30,
    });
    expect(label('2026-12-31T10:00:00Z')).toBe('31 Dec 2026 – 31 Jan 2027');
  });

  it("starts on the user's own date where the instant is already tomorrow or still yesterday", () => {
    const instant = new Date('2026-01-31T23:30:00Z');
    expect(calendarDay(instant, 'Pacific/Auckland')).toEqual({ year: 2026, month: 2, day: 1 });
    expect(calendarDay(instant, 'America/Los_Angeles')).toEqual({ year: 2026, month: 1, day: 31 });
    expect(label('2026-01-31T23:30:00Z', 'Pacific/Auckland')).toBe('1 Feb – 1 Mar 2026');
    expect(label('2026-01-31T23:30:00Z', 'America/Los_Angeles')).toBe('31 Jan – 28 Feb 2026');
  });

  it("writes the range as the user's locale does", () => {
    const now = new Date('2026-03-14T10:00:00Z');
    expect(plain(billingPeriodLabel(now, { locale: 'en-US', timeZone: 'UTC' }))).toBe(
      'Mar 14 – Apr 14, 2026',
    );
  });
});
