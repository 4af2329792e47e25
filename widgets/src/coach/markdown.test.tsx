import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { isSafeHref, Markdown } from './markdown';

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

  it('allows only http, https and mailto targets', () => {
    expect(['https://a.b', 'HTTP://a.b', 'mailto:x@y.z'].every(isSafeHref)).toBe(true);
    expect(
      ['javascript:x', ' javascript:x', 'vbscript:x', '//evil.example', 'data:x'].some(isSafeHref),
    ).toBe(false);
  });

  it('leaves snake_case words alone', () => {
    expect(html('use snake_case_names').querySelector('em')).toBeNull();
  });
});
