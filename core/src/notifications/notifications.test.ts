import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notifications, dismiss, notify } from '.';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const { id } of $notifications.get()) dismiss(id);
  vi.useRealTimers();
});

const messages = () => $notifications.get().map((n) => n.message);

describe('notifications', () => {
  it('time out after 5000 ms', () => {
    notify('Saved');
    vi.advanceTimersByTime(4999);
    expect(messages()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('each time out on their own clock', () => {
    notify('First');
    vi.advanceTimersByTime(3000);
    notify('Second', { kind: 'error' });
    vi.advanceTimersByTime(2000);
    expect($notifications.get()).toMatchObject([{ message: 'Second', kind: 'error' }]);
  });

  it('stay until dismissed when asked to', () => {
    const id = notify('Payment failed', { timeoutMs: null });
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Payment failed']);
    dismiss(id);
    expect(messages()).toEqual([]);
  });

  it('close at once when dismissed, and a late timer closes nothing else', () => {
    const first = notify('First');
    dismiss(first);
    notify('Second', { timeoutMs: 10_000 });
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual(['Second']);
  });
});
