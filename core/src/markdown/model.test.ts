import { describe, expect, it } from 'vitest';
import { markdownExcerpt, type MdNode, parseMarkdown, treeText } from '.';

/** Every tag in a tree, depth first. */
const tags = (nodes: readonly MdNode[]): string[] =>
  nodes.flatMap((n) => (typeof n === 'string' ? [] : [n.tag, ...tags(n.children)]));

/** Every text in a tree, depth first. */
const texts = (nodes: readonly MdNode[]): string[] =>
  nodes.flatMap((n) => (typeof n === 'string' ? [n] : texts(n.children)));

/** The first element with this tag, depth first. */
const find = (nodes: readonly MdNode[], tag: string): Exclude<MdNode, string> | undefined => {
  for (const n of nodes) {
    if (typeof n === 'string') continue;
    if (n.tag === tag) return n;
    const inner = find(n.children, tag);
    if (inner) return inner;
  }
  return undefined;
};

describe('parseMarkdown', () => {
  it("parses the teacher report's text into strong and code, with no marker left", () => {
    const tree = parseMarkdown('Write **12/18** as a fraction in its lowest terms, like `1/2`.');
    expect(tree).toEqual([
      {
        tag: 'p',
        children: [
          'Write ',
          { tag: 'strong', children: ['12/18'] },
          ' as a fraction in its lowest terms, like ',
          { tag: 'code', children: ['1/2'] },
          '.',
        ],
      },
    ]);
  });

  it('parses every inline construct and leaves no marker in the text', () => {
    const tree = parseMarkdown(
      '**b** __b2__ *e* _e2_ ***both*** ~~old~~ `c` [l](https://a.example) <https://b.example> https://c.example/x ![alt](https://d.example/i.png) \\*lit\\*',
    );
    expect(tags(tree)).toEqual([
      'p',
      'strong',
      'strong',
      'em',
      'em',
      'strong',
      'em',
      's',
      'code',
      'a',
      'a',
      'a',
    ]);
    const words = texts(tree).join('');
    expect(words).toBe('b b2 e e2 both old c l https://b.example https://c.example/x alt *lit*');
  });

  it('parses headings from h3, rules, quotes, lists, tables and fences', () => {
    const tree = parseMarkdown(
      '# One\n###### Six\n\n---\n\n> quoted\n\n3. three\n   - inner\n\n| a | b |\n| :-: | --: |\n| 1 | 2 |\n\n```\n**kept**\n```',
    );
    expect(tags(tree)).toEqual([
      'h3',
      'h6',
      'hr',
      'blockquote',
      'p',
      'ol',
      'li',
      'ul',
      'li',
      'div',
      'table',
      'thead',
      'tr',
      'th',
      'th',
      'tbody',
      'tr',
      'td',
      'td',
      'pre',
      'code',
    ]);
    expect(find(tree, 'ol')?.attrs).toEqual({ start: 3 });
    expect(find(tree, 'div')?.attrs).toEqual({ className: 'kyu-table' });
    expect(find(tree, 'th')?.attrs).toEqual({ className: 'kyu-center' });
    expect(find(tree, 'td')?.attrs).toEqual({ className: 'kyu-center' });
    expect(find(tree, 'pre')?.children).toEqual([{ tag: 'code', children: ['**kept**'] }]);
  });

  it('keeps markup as text: no tag or attribute comes from the text itself', () => {
    const tree = parseMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(tags(tree)).toEqual(['p']);
    expect(texts(tree).join('')).toBe('<script>alert(1)</script> <img src=x onerror=alert(1)>');
  });

  it('gives a link only a checked address, opened in a new tab without an opener', () => {
    const tree = parseMarkdown('[a](https://a.example/x) [b](javascript:alert) [c](/rel)');
    expect(find(tree, 'a')?.attrs).toEqual({
      href: 'https://a.example/x',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(tags(tree).filter((t) => t === 'a')).toHaveLength(1);
    expect(texts(tree).join('')).toBe('a b c');
  });

  it('links only http, https and mailto addresses', () => {
    const linked = (href: string) => tags(parseMarkdown(`[x](${href})`)).includes('a');
    expect(['https://a.b', 'HTTP://a.b', 'mailto:x@y.z'].every(linked)).toBe(true);
    expect(['javascript:x', 'vbscript:x', '//evil.example', 'data:x', '/x'].some(linked)).toBe(
      false,
    );
  });

  it('reads 20 000 characters of unclosed or deeply nested markup without stalling, as text', () => {
    for (const hostile of [
      '['.repeat(20000),
      '_a '.repeat(7000),
      '> '.repeat(5000),
      '*_'.repeat(10000),
      // A heading, list item or table rule whose line runs on in spaces and then breaks the form.
      `# a${' '.repeat(50_000)}\rb`,
      `-${' '.repeat(50_000)}\r`,
      `| a |\n|-${' '.repeat(50_000)}x`,
    ]) {
      // Quadratic scanning took seconds here. The test's timeout stands guard; no clock is read,
      // so a busy machine cannot fail a linear parse.
      expect(parseMarkdown(hostile).length).toBeGreaterThan(0);
    }
  });

  it('reads the words of a tree with a space for each line break', () => {
    expect(treeText(parseMarkdown('**a**\nb'))).toBe('a b');
  });
});

describe('markdownExcerpt', () => {
  it('reads a cut text as plain words, dropping the markers the cut left open', () => {
    expect(markdownExcerpt('Write **12/18** … like `1/2`')).toBe('Write 12/18 … like 1/2');
    expect(markdownExcerpt('# Title\n\n- one\n- **two')).toBe('Title one two');
    expect(markdownExcerpt('leaving an …')).toBe('leaving an…');
  });
});
