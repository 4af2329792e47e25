import { describe, expect, it } from 'vitest';
import { EMPTY_TEXT, truncateText } from '.';

describe('text truncation (overview §9)', () => {
  it("shows 'Empty text' when the text is blank", () => {
    expect(truncateText('')).toBe(EMPTY_TEXT);
    expect(truncateText('   \n')).toBe('Empty text');
    expect(truncateText(null)).toBe('Empty text');
  });

  it('keeps a text of at most 50 characters whole', () => {
    const fifty = 'x'.repeat(50);
    expect(truncateText(fifty)).toBe(fifty);
  });

  it('cuts a longer text at 50 characters with an ellipsis', () => {
    expect(truncateText('a'.repeat(51))).toBe(`${'a'.repeat(50)}…`);
  });

  it('cuts at another length when asked, never inside an emoji', () => {
    expect(truncateText('🦊🦊🦊', 2)).toBe('🦊🦊…');
    expect(truncateText('Clever fox jumps', 6)).toBe('Clever…');
  });
});
