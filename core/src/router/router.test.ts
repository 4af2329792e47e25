import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage/areas';
import { $location, clearReloadMark, navigate, reloadOnce, startHistory } from '.';

function fakeWindow(pathname = '/welcome', search = '') {
  const listeners = new Set<() => void>();
  const location = { pathname, search, assign: vi.fn(), replace: vi.fn() };
  const move = (url: string) => {
    const u = new URL(url, 'http://x');
    location.pathname = u.pathname;
    location.search = u.search;
  };
  return {
    location,
    history: {
      pushState: vi.fn((_: unknown, __: string, url?: string | URL | null) => move(String(url))),
      replaceState: vi.fn((_: unknown, __: string, url?: string | URL | null) => move(String(url))),
    },
    addEventListener: (_: 'popstate', fn: () => void) => void listeners.add(fn),
    removeEventListener: (_: 'popstate', fn: () => void) => void listeners.delete(fn),
    back(url: string) {
      move(url);
      for (const fn of listeners) fn();
    },
  };
}

let stop: () => void = () => undefined;
beforeEach(() => {
  stop();
  $location.set({ pathname: '/', search: '' });
});

describe('router', () => {
  it('reads the window location at start', () => {
    stop = startHistory(fakeWindow('/support', '?a=1'));
    expect($location.get()).toEqual({ pathname: '/support', search: '?a=1' });
  });

  it('pushes portal routes into history', () => {
    const win = fakeWindow();
    stop = startHistory(win);
    navigate('/login?code=A');
    expect(win.history.pushState).toHaveBeenCalledWith(null, '', '/login?code=A');
    expect($location.get()).toEqual({ pathname: '/login', search: '?code=A' });
  });

  it('replaces the entry when asked', () => {
    const win = fakeWindow();
    stop = startHistory(win);
    navigate('/login', { replace: true });
    expect(win.history.replaceState).toHaveBeenCalled();
    expect(win.history.pushState).not.toHaveBeenCalled();
  });

  it('loads console routes as a full page', () => {
    const win = fakeWindow();
    stop = startHistory(win);
    navigate('/teacher/reports');
    navigate('/assessments', { replace: true });
    expect(win.location.assign).toHaveBeenCalledWith('/teacher/reports');
    expect(win.location.replace).toHaveBeenCalledWith('/assessments');
    expect($location.get().pathname).toBe('/welcome');
  });

  it('follows back and forward', () => {
    const win = fakeWindow();
    stop = startHistory(win);
    win.back('/privacy-policy');
    expect($location.get().pathname).toBe('/privacy-policy');
  });

  it('moves the location without a bound window', () => {
    stop = () => undefined;
    navigate('/welcome');
    expect($location.get().pathname).toBe('/welcome');
  });
});

describe('reloadOnce', () => {
  it('reloads a failed page once, then lets the caller show an error', () => {
    const session = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce('/student/library', session, reload)).toBe(true);
    expect(reloadOnce('/student/library', session, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again after a page loaded in between', () => {
    const session = memoryStorage();
    const reload = vi.fn();
    reloadOnce('/a', session, reload);
    clearReloadMark(session);
    expect(reloadOnce('/a', session, reload)).toBe(true);
  });
});
