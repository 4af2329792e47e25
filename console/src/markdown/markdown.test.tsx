import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Markdown } from '.';

afterEach(cleanup);

const html = (text: string) => render(<Markdown text={text} />).container;

describe('<Markdown> in the console', () => {
  it("shows the teacher report's text with bold and code, and no marker", () => {
    const root = html('Write **12/18** as a fraction in its lowest terms, like `1/2`.');
    expect(root.querySelector('p strong')?.textContent).toBe('12/18');
    expect(root.querySelector('p code')?.textContent).toBe('1/2');
    expect(root.textContent).not.toMatch(/\*\*|`/);
  });

  it('draws lists, headings, quotes and tables from the one parser', () => {
    const root = html('# Steps\n\n1. one\n2. two\n\n> note\n\n| a | b |\n| - | -: |\n| 1 | 2 |');
    expect(root.querySelector('h3')?.textContent).toBe('Steps');
    expect([...root.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(root.querySelector('blockquote p')?.textContent).toBe('note');
    expect(root.querySelector('td:last-child')?.className).toBe('kyu-right');
  });

  it('shows markup as text, links only safe addresses, and sets no style or event attribute', () => {
    const root = html(
      '<img src=x onerror=alert(1)> [ok](https://a.example) [bad](javascript:alert)',
    );
    expect(root.querySelector('img, script')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://a.example']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    for (const node of root.querySelectorAll('*'))
      expect(node.getAttributeNames().filter((n) => n === 'style' || n.startsWith('on'))).toEqual(
        [],
      );
  });
});
