import { describe, expect, it } from 'vitest';
import type { LogsheetEntry } from '@kyu/core/contract';
import { describeEntry } from './wording';

const entry = (over: Partial<LogsheetEntry> = {}): LogsheetEntry => ({
  id: 1,
  at: '2026-03-01T08:30:00.000Z',
  actor_id: 4,
  actor_role_id: 3,
  actor_name: 'Ada Admin',
  actor_email: 'ada@kyu.example',
  school_id: null,
  school_name: null,
  action: 'PUT /admin/schools/{id}',
  target_id: 2,
  target_name: 'Hillside Academy',
  status: 200,
  ip: '203.0.113.9',
  ...over,
});

describe('describeEntry', () => {
  it('says what happened and who did it, naming the record, never the route', () => {
    expect(describeEntry(entry())).toBe("Hillside Academy's brand changed by Ada Admin");
    expect(
      describeEntry(
        entry({ action: 'POST /teachers/class/{id}/assign', target_name: 'P5 Mathematics' }),
      ),
    ).toBe('Students added to P5 Mathematics by Ada Admin');
  });

  it('names a record without a name by its kind and number', () => {
    expect(describeEntry(entry({ target_name: null }))).toBe(
      "School 2's brand changed by Ada Admin",
    );
    expect(
      describeEntry(
        entry({ action: 'PATCH /admin/questions/{id}/state', target_id: 12, target_name: null }),
      ),
    ).toBe("Question 12's state changed by Ada Admin");
  });

  it('puts sign-ins in words, a refused one with no one named', () => {
    expect(describeEntry(entry({ action: 'sign-in', target_id: null }))).toBe(
      'Ada Admin signed in',
    );
    expect(describeEntry(entry({ action: 'sign-in failed', actor_name: null }))).toBe(
      'A sign-in was refused',
    );
  });

  it('reads a route it does not know by its words, with no slash or brace', () => {
    const words = describeEntry(entry({ action: 'POST /chat/{id}/like', target_name: null }));
    expect(words).toBe('Chat like added or run by Ada Admin');
    expect(words).not.toMatch(/[/{}]/);
  });
});
