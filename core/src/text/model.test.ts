import { describe, expect, it } from 'vitest';
import { EMPTY_TEXT, linksAsText, trimEndWhere, truncateText } from '.';

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

describe('linear text scans', () => {
  it('trims the run of characters at the end that the test matches', () => {
    expect(trimEndWhere('a/b///', (c) => c === '/')).toBe('a/b');
    expect(trimEndWhere('///', (c) => c === '/')).toBe('');
    expect(trimEndWhere('abc', (c) => c === '/')).toBe('abc');
  });

  it('reads links and images as their words, or drops images', () => {
    const text = 'See ![a cat](cat.png) and [the docs](https://x.example) [not a link] (here).';
    expect(linksAsText(text)).toBe('See a cat and the docs [not a link] (here).');
    expect(linksAsText(text, 'drop')).toBe('See  and the docs [not a link] (here).');
    expect(linksAsText('[[nested](x)')).toBe('[nested');
    expect(linksAsText('[a] [b](c) [d')).toBe('[a] b [d');
  });

  it('takes a text of 200,000 `[` or `/` in one pass', () => {
    const brackets = '[]('.repeat(200_000);
    expect(linksAsText(brackets)).toBe(brackets);
    expect(linksAsText('['.repeat(200_000) + ']')).toHaveLength(200_001);
    expect(trimEndWhere(`${'/'.repeat(200_000)}x`, (c) => c === '/')).toHaveLength(200_001);
  });
});
