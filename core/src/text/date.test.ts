import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

describe('formatDate', () => {
  it('writes the month in words, so day and month are never confused', () => {
    const due = '2026-05-12T00:00:00.000Z';
    expect(formatDate(due, { locale: 'en-GB', timeZone: 'UTC' })).toBe('12 May 2026');
    expect(formatDate(due, { locale: 'en-US', timeZone: 'UTC' })).toBe('May 12, 2026');
  });

  it('keeps a day saved as UTC midnight on its own day in the given time zone', () => {
    const due = '2026-05-12T00:00:00.000Z';
    expect(formatDate(due, { locale: 'en-GB', timeZone: 'UTC' })).toBe('12 May 2026');
    expect(formatDate(due, { locale: 'en-GB', timeZone: 'America/New_York' })).toBe('11 May 2026');
  });

  it('adds the time of day for a moment', () => {
    expect(formatDateTime('2026-03-01T08:30:00.000Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '1 Mar 2026, 8:30',
    );
  });
});
