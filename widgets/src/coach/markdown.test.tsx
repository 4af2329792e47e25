import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((node) => node.textContent);

afterEach(cleanup);

const html = (text: string) => render(<Markdown text={text} />).container;

describe('<Markdown>', () => {
  it('renders paragraphs, bold, emphasis, code and lists', () => {
    const root = html('A **big** and *small* `x`\nnext line\n\n- one\n- two\n\n1. first');
    expect(root.querySelector('p strong')?.textContent).toBe('big');
    expect(root.querySelector('p em')?.textContent).toBe('small');
    expect(root.querySelector('p code')?.textContent).toBe('x');
    expect(root.querySelector('p br')).not.toBeNull();
    expect([...root.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(root.querySelector('ol li')?.textContent).toBe('first');
  });

  it('shows markup as text and never creates a script', () => {
    const root = html('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(root.querySelector('script, img')).toBeNull();
    expect(root.textContent).toContain('<script>alert(1)</script>');
  });

  it('keeps a fenced code block as written', () => {
    const root = html('```\n<b>x</b> **y**\n```');
    expect(root.querySelector('pre code')?.textContent).toBe('<b>x</b> **y**');
    expect(root.querySelector('b, strong')).toBeNull();
  });

  it('opens http links in a new tab without an opener', () => {
    const link = html('See [the guide](https://example.com/a).').querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('strips javascript: and data: links down to their text', () => {
    const root = html('[click](javascript:alert(1)) [data](data:text/html,hi) [rel](/x)');
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('click');
  });

  it('leaves snake_case words alone', () => {
    expect(html('use snake_case_names').querySelector('em')).toBeNull();
  });

  it("renders the offline tutor's reply: quotes read as quotes, with their lists, never as `> #`", () => {
    const root = html(
      [
        '(Offline tutor)',
        "Your school's notes in **Photosynthesis basics** say:",
        '> # Photosynthesis basics\n> Plants make their own food.',
        'Its worked method starts like this:',
        '> 1. Area = length × width.\n> 2. Area of the square: 3 × 3 = 9 cm².',
        "_— Kyu's offline tutor._",
      ].join('\n\n'),
    );
    expect(root.textContent).not.toContain('>');
    expect(root.textContent).not.toContain('#');
    expect(texts(root, 'blockquote h3')).toEqual(['Photosynthesis basics']);
    expect(texts(root, 'blockquote p')).toEqual(['Plants make their own food.']);
    expect(texts(root, 'blockquote ol li')).toEqual([
      'Area = length × width.',
      'Area of the square: 3 × 3 = 9 cm².',
    ]);
    expect(root.querySelector('p em')?.textContent).toBe("— Kyu's offline tutor.");
  });

  it('renders headings below the panel title, rules, and struck, bold-italic and escaped text', () => {
    const root = html(
      '# One\n## Two ##\n#### Four\n\n---\n\n***both*** ~~old~~ \\*not em\\* 2 \\# 3',
    );
    expect(texts(root, 'h3')).toEqual(['One']);
    expect(texts(root, 'h4')).toEqual(['Two']);
    expect(texts(root, 'h6')).toEqual(['Four']);
    expect(root.querySelector('h1, h2')).toBeNull();
    expect(root.querySelector('hr')).not.toBeNull();
    expect(root.querySelector('strong em')?.textContent).toBe('both');
    expect(root.querySelector('s')?.textContent).toBe('old');
    expect(root.querySelector('p')?.textContent).toBe('both old *not em* 2 # 3');
  });

  it("nests lists by indentation, keeps an ordered list's start, and spaces loose items as paragraphs", () => {
    const root = html('3. Add\n   - the tops\n   - the bottoms\n4. Simplify\n\n- a\n\n- b');
    const ol = root.querySelector('ol')!;
    expect(ol.getAttribute('start')).toBe('3');
    expect(ol.children).toHaveLength(2);
    expect(texts(ol, 'li > ul > li')).toEqual(['the tops', 'the bottoms']);
    expect(ol.querySelector('li p')).toBeNull();
    expect(texts(root, 'ul:not(li ul) > li > p')).toEqual(['a', 'b']);
  });

  it('continues a list item on an unindented line, and ends the list at a paragraph', () => {
    const root = html('- first line\nstill the first\n\nAfter the list.');
    expect(texts(root, 'li')).toEqual(['first linestill the first']);
    expect(texts(root, ':scope > p')).toEqual(['After the list.']);
  });

  it('renders a table with its alignment as classes, never style attributes', () => {
    const root = html(
      '| Weight | Length |\n| :-- | --: |\n| 1 N | **12** cm |\n| 2 N | 14 cm |\n\nAfter.',
    );
    expect(texts(root, 'th')).toEqual(['Weight', 'Length']);
    expect(texts(root, 'tbody tr td:last-child')).toEqual(['12 cm', '14 cm']);
    expect(root.querySelector('td strong')?.textContent).toBe('12');
    expect(root.querySelector('td:last-child')?.className).toBe('kyu-right');
    expect(texts(root, ':scope > p')).toEqual(['After.']);
  });

  it('keeps a pipe in a sentence as text when no rule of dashes follows', () => {
    const root = html('Choose a | b\nthen go on');
    expect(root.querySelector('table')).toBeNull();
  });

  it('keeps ~~~ fences and an unclosed fence (a reply still streaming) as code', () => {
    expect(html('~~~js\nlet a = 1;\n~~~').querySelector('pre code')?.textContent).toBe(
      'let a = 1;',
    );
    expect(html('```\n# not a heading').querySelector('pre code')?.textContent).toBe(
      '# not a heading',
    );
  });

  it('links <autolinks> and bare addresses safely, and shows an image as its text only', () => {
    const root = html(
      'See <https://a.example/x> or https://b.example/y. ![a diagram](https://c.example/i.png)',
    );
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://a.example/x',
      'https://b.example/y',
    ]);
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('a diagram');
    expect(html('<javascript:alert(1)> [x](  javascript:alert(1))').querySelector('a')).toBeNull();
  });

  it('sets no style or event attribute on anything, whatever the text', () => {
    const root = html(
      '# <b style="x">h</b>\n> <img onerror=alert(1)>\n\n| a | b |\n|:-:|--:|\n| <i onclick=x> | y |\n\n- [l](https://a.b "t")',
    );
    for (const node of root.querySelectorAll('*')) {
      expect(node.getAttributeNames().filter((n) => n === 'style' || n.startsWith('on'))).toEqual(
        [],
      );
    }
    expect(root.querySelector('b, img, i')).toBeNull();
  });
});
