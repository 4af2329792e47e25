import { describe, expect, it } from 'vitest';
import { scanMoodleXml } from './xml-lines';

describe('scanning Moodle XML before it is parsed', () => {
  it('finds each question with its line and kind, passing over CDATA and comments', () => {
    const xml = [
      '<quiz>',
      '<question type="category"><category><text>A</text></category></question>',
      '<!-- <question type="essay"> -->',
      '<question type="essay">',
      '<questiontext><text><![CDATA[<question>\n</question>]]></text></questiontext>',
      '</question>',
      "<question\ntype='truefalse'/>",
      '</quiz>',
    ].join('\n');
    const scan = scanMoodleXml(xml);
    expect(scan.questions).toEqual([
      { line: 2, category: true },
      { line: 4, category: false },
      { line: 8, category: false },
    ]);
    expect(scan.elements).toBe(8);
  });

  it('reads 100,000 unclosed sections or start tags in one pass', () => {
    // A lazy /<!\[CDATA\[[\s\S]*?\]\]>/ looked for the end again from each one.
    expect(scanMoodleXml('<![CDATA['.repeat(100_000)).questions).toEqual([]);
    expect(scanMoodleXml(`<quiz>${'<!--'.repeat(100_000)}`).elements).toBe(1);
    const open = scanMoodleXml('<question '.repeat(100_000));
    expect(open.questions).toHaveLength(100_000);
    expect(open.elements).toBe(100_000);
  });
});
