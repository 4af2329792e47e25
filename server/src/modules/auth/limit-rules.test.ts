import { describe, expect, it } from 'vitest';
import { checksAtOnce, inWords, LOCK_MS, networkOf, nextAttemptAt, waitAfter } from './limit-rules';

describe('sign-in limit rules', () => {
  it('lets five failures pass, then doubles the wait from 30 seconds, then locks for an hour', () => {
    expect(Array.from({ length: 12 }, (_, n) => waitAfter(n) / 1000)).toEqual([
      0, 0, 0, 0, 0, 30, 60, 120, 240, 480, 3600, 3600,
    ]);
    expect(waitAfter(10)).toBe(LOCK_MS);
  });

  it('allows the next attempt the wait after the latest failure', () => {
    expect(nextAttemptAt(null)).toBe(0);
    expect(nextAttemptAt({ count: 6, lastAt: 1_000, expiresAt: 0 })).toBe(61_000);
  });

  it('checks as many passwords at once as failures are still free, and at least one', () => {
    expect(checksAtOnce(0, 5)).toBe(5);
    expect(checksAtOnce(4, 5)).toBe(1);
    expect(checksAtOnce(9, 5)).toBe(1);
  });

  it('counts IPv4 addresses one by one and IPv6 ones by their /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(networkOf('2001:DB8:AA:BB::99')).toBe('2001:db8:aa:bb::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:0db8:00aa::1%eth0')).toBe('2001:db8:aa:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('writes waits as a person reads them', () => {
    expect(inWords(1)).toBe('1 second');
    expect(inWords(30_000)).toBe('30 seconds');
    expect(inWords(61_000)).toBe('61 seconds');
    expect(inWords(120_000)).toBe('2 minutes');
    expect(inWords(3_600_000)).toBe('60 minutes');
  });
});
