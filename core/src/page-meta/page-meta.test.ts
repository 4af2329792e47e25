// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $brand } from '../branding/stores';
import { matchRoute } from '../routes';
import { $location } from '../router/stores';
import { applyPageMeta, bindPageMeta, debounce, pageMeta, PAGE_META_DEBOUNCE_MS } from '.';

beforeEach(() => {
  vi.useFakeTimers();
  $brand.set('default');
  $location.set({ pathname: '/login', search: '' });
});
afterEach(() => vi.useRealTimers());

describe('page metadata', () => {
  it('titles a route with its title and the brand name', () => {
    expect(pageMeta(matchRoute('/student/library')?.route ?? null, 'academy').title).toBe(
      'Library | Kyu Academy',
    );
  });

  it('titles an unknown path as not found', () => {
    expect(pageMeta(null, 'default').title).toBe('Page not found | Kyu');
  });

  it('runs a debounced function once with the last arguments', () => {
    const fn = vi.fn();
    const run = debounce(fn, 50);
    run(1);
    run(2);
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('replaces earlier favicon links instead of adding more', () => {
    applyPageMeta(document, pageMeta(null, 'default'));
    applyPageMeta(document, pageMeta(null, 'academy'));
    const links = [...document.head.querySelectorAll('link[data-kyu-favicon]')];
    expect(links).toHaveLength(4);
    expect(links[0]?.getAttribute('href')).toBe('/favicons/academy/favicon-16.png');
  });

  it('updates the document title 50 ms after the location settles', () => {
    const stop = bindPageMeta(document);
    vi.advanceTimersByTime(PAGE_META_DEBOUNCE_MS);
    expect(document.title).toBe('Sign in | Kyu');
    $location.set({ pathname: '/welcome', search: '' });
    $brand.set('academy');
    vi.advanceTimersByTime(PAGE_META_DEBOUNCE_MS - 1);
    expect(document.title).toBe('Sign in | Kyu');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('Welcome | Kyu Academy');
    stop();
  });
});
