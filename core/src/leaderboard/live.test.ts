import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whileVisible } from './live';

/** A page whose visibility the test sets. */
function page() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  vi.stubGlobal('document', doc);
  return (state: 'visible' | 'hidden') => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('refreshing while visible', () => {
  it('refreshes every 15 s while the page is visible, and not while hidden', () => {
    const show = page();
    const refresh = vi.fn();
    const stop = whileVisible(refresh);
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    show('hidden');
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('refreshes at once when the page becomes visible again, and never after stopping', () => {
    const show = page();
    const refresh = vi.fn();
    const stop = whileVisible(refresh);
    show('hidden');
    show('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    show('visible');
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
