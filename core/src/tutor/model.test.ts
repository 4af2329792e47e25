import { describe, expect, it } from 'vitest';
import { calendarDay, initialTutorState, step } from './model';

describe('tutor model', () => {
  it('has nothing due before a login', () => {
    const start = initialTutorState(0);
    expect(step(start, { type: 'tick', now: 500_000 }).emits).toEqual([]);
    expect(step(start, { type: 'practiceFinished', score: 90, count: 3, now: 1 }).emits).toEqual(
      [],
    );
  });

  it('names the local calendar day', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(calendarDay(new Date(2026, 0, 6, 0, 0).getTime())).toBe('2026-01-06');
  });

  it('answers the same state when a tick changes nothing', () => {
    const start = initialTutorState(0);
    expect(step(start, { type: 'tick', now: 1000 }).state).toBe(start);
  });
});
