import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCopiedFlag } from '.';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the copied flag', () => {
  it('resets after 1500 ms', async () => {
    const write = vi.fn(async () => undefined);
    const { $copied, copy } = createCopiedFlag(write);
    await expect(copy('KYU42')).resolves.toBe(true);
    expect(write).toHaveBeenCalledWith('KYU42');
    expect($copied.get()).toBe(true);
    vi.advanceTimersByTime(1499);
    expect($copied.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect($copied.get()).toBe(false);
  });

  it('restarts its 1500 ms when copied again', async () => {
    const { $copied, copy } = createCopiedFlag(async () => undefined);
    await copy('KYU42');
    vi.advanceTimersByTime(1000);
    await copy('KYU42');
    vi.advanceTimersByTime(1000);
    expect($copied.get()).toBe(true);
    vi.advanceTimersByTime(500);
    expect($copied.get()).toBe(false);
  });

  it('stays false when the clipboard refuses or is missing', async () => {
    const refused = createCopiedFlag(async () => Promise.reject(new Error('NotAllowedError')));
    await expect(refused.copy('KYU42')).resolves.toBe(false);
    expect(refused.$copied.get()).toBe(false);
    vi.stubGlobal('navigator', {});
    const missing = createCopiedFlag();
    await expect(missing.copy('KYU42')).resolves.toBe(false);
    vi.unstubAllGlobals();
  });

  it('belongs to one button: copying with one leaves another unlit', async () => {
    const [one, two] = [
      createCopiedFlag(async () => undefined),
      createCopiedFlag(async () => undefined),
    ];
    await one.copy('A');
    expect([one.$copied.get(), two.$copied.get()]).toEqual([true, false]);
  });
});
