import { describe, expect, it } from 'vitest';
import { linksAsText, trimEndWhere, trimStartWhere, withoutLastWord } from './text-scan';

const LONG = 200_000;

describe('linear text scans', () => {
  it('trims the runs at either end that the test matches', () => {
    expect(trimEndWhere('a/b///', (c) => c === '/')).toBe('a/b');
    expect(trimStartWhere('"“quoted', (c) => /["“]/.test(c))).toBe('quoted');
    expect(trimEndWhere('///', (c) => c === '/')).toBe('');
  });

  it('drops the last word and the space before it, keeping a text of one word', () => {
    expect(withoutLastWord('the quick bro')).toBe('the quick');
    expect(withoutLastWord('the quick  ')).toBe('the quick');
    expect(withoutLastWord('unbroken')).toBe('unbroken');
    expect(withoutLastWord(' lead')).toBe('');
  });

  it('reads links and images as their words, or drops images', () => {
    const text = 'See ![a cat](cat.png) and [the docs](https://x.example) [not a link] (here).';
    expect(linksAsText(text)).toBe('See a cat and the docs [not a link] (here).');
    expect(linksAsText(text, 'drop')).toBe('See  and the docs [not a link] (here).');
    expect(linksAsText('[[nested](x)')).toBe('[nested');
    expect(linksAsText('[a] [b](c) [d')).toBe('[a] b [d');
  });

  it(`takes a text of ${LONG} hostile characters in one pass`, () => {
    expect(linksAsText('[]('.repeat(LONG))).toHaveLength(3 * LONG);
    expect(linksAsText(`${'!['.repeat(LONG)}]`)).toHaveLength(2 * LONG + 1);
    expect(trimEndWhere(`${'/'.repeat(LONG)}x`, (c) => c === '/')).toHaveLength(LONG + 1);
    expect(withoutLastWord(`${' '.repeat(LONG)}x`)).toBe('');
  });
});
