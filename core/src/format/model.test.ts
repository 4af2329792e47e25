import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  formatPercent,
  SCHOOL_PLACE,
} from '.';

const london = { locale: 'en-GB', timeZone: 'Europe/London' };
const newYork = { locale: 'en-US', timeZone: 'America/New_York' };

describe('one formatter for dates and numbers', () => {
  it('writes a due date one way, in the school’s locale, whatever the browser’s', () => {
    expect(SCHOOL_PLACE).toEqual({ locale: 'en-SG', timeZone: 'Asia/Singapore' });
    expect(formatDate('2026-05-12T04:00:00Z')).toBe('12 May 2026');
    expect(formatDate(new Date('2026-05-12T04:00:00Z'))).toBe('12 May 2026');
    expect(formatDate(Date.parse('2026-05-12T04:00:00Z'))).toBe('12 May 2026');
  });

  it('finds the day in the school’s time zone, not the reader’s or UTC', () => {
    // 20:30 in UTC on the 11th is already the 12th in Singapore, still the 11th in New York.
    expect(formatDate('2026-05-11T20:30:00Z')).toBe('12 May 2026');
    expect(formatDate('2026-05-11T20:30:00Z', '—', newYork)).toBe('May 11, 2026');
    expect(formatDate('2026-05-11T20:30:00Z', '—', london)).toBe('11 May 2026');
  });

  it('writes a calendar day as that day in every time zone', () => {
    expect(formatDay('2026-02-16')).toBe('16 Feb 2026');
    expect(formatDay('2026-02-16', newYork)).toBe('Feb 16, 2026');
    expect(formatDay('junk')).toBe('junk');
  });

  it('writes a moment with its time on the school’s clock', () => {
    expect(formatDateTime('2026-05-12T07:05:00Z')).toMatch(/^12 May 2026, 3:05\s?pm$/i);
    expect(formatDateTime('2026-05-12T07:05:00Z', '—', london)).toMatch(/^12 May 2026, 0?8:05$/);
  });

  it('shows a placeholder for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined, 'no due date')).toBe('no due date');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('writes numbers and percentages in the school’s language', () => {
    expect(formatNumber(12345.678)).toBe('12,345.68');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(12345.5, 1, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe(
      '12.345,5',
    );
    expect(formatPercent(66.7)).toBe('67%');
    expect(formatPercent(5, { locale: 'fr-FR', timeZone: 'Europe/Paris' })).toMatch(/^5\s%$/);
  });
});
