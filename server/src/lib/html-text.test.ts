import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

const LONG = 1_000_000;

describe('HTML as plain text', () => {
  it('drops tags, keeps paragraphs and line breaks, and reads text as a browser would', () => {
    expect(htmlToText('<p>What is <b>2</b> + 2?</p><p>Line one<br>line two<br/></p>')).toBe(
      'What is 2 + 2?\n\nLine one\nline two',
    );
    expect(htmlToText('<ul><li>one</li><li>two</li></ul><h2>Next</h2>')).toBe('one\n\ntwo\n\nNext');
    expect(htmlToText('Is 3 < 4 and 5 <= 5?')).toBe('Is 3 < 4 and 5 <= 5?');
    expect(htmlToText('<a title="a > b" href="x">link</a><!-- <p>hidden</p> -->')).toBe('link');
    expect(htmlToText('<style>p{}</style><script>alert("<p>")</script>kept')).toBe('kept');
  });

  it('decodes named, decimal and hex entities once, and &nbsp; as a plain space', () => {
    expect(htmlToText('&lt;b&gt; &amp;lt; &quot;q&quot; &#39;s&#039; &eacute;&#233;&#xE9;')).toBe(
      '<b> &lt; "q" \'s\' ééé',
    );
    expect(htmlToText('a&nbsp;b &copy; &unknown; &#0; &#xD800;')).toBe(
      'a b © &unknown; \uFFFD \uFFFD',
    );
  });

  it(`reads a million hostile characters in one pass`, () => {
    // Each was quadratic somewhere: a regex from every `<`, a parser's list of open elements.
    for (const hostile of [
      '<'.repeat(LONG),
      '<a'.repeat(LONG / 2),
      '<div>'.repeat(LONG / 5),
      `${'<div>'.repeat(LONG / 20)}${'</span>'.repeat(LONG / 20)}`,
      '&amp'.repeat(LONG / 4),
      '<!--'.repeat(LONG / 4),
      '<a b="'.repeat(LONG / 6),
      `<script>${'</scrip'.repeat(LONG / 7)}`,
    ]) {
      expect(typeof htmlToText(hostile)).toBe('string');
    }
    expect(htmlToText('<'.repeat(LONG))).toHaveLength(LONG);
  });
});
