import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueDeviceToken, trustedDevice } from './device-tokens';
import { DEVICE_TOKEN_MS } from './limit-rules';

const key = randomBytes(32);
const now = new Date('2026-03-02T08:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('device tokens', () => {
  it('trusts a token for the account it was issued to, answering its device', () => {
    const token = issueDeviceToken(key, 7, now);
    const device = trustedDevice(key, [token], 7, later(60_000));
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(token.split('.')[3]).toBe(device);
  });

  it('finds the account’s token among those of other accounts on a shared computer', () => {
    const tokens = [8, 9, 7, 10].map((id) => issueDeviceToken(key, id, now));
    expect(trustedDevice(key, tokens, 7, now)).toBe(tokens[2]!.split('.')[3]);
  });

  it('does not trust a token of another account, another key, or an edited one', () => {
    const token = issueDeviceToken(key, 7, now);
    expect(trustedDevice(key, [token], 8, now)).toBeNull();
    expect(trustedDevice(randomBytes(32), [token], 7, now)).toBeNull();
    const parts = token.split('.');
    const forged = [parts[0], '8', ...parts.slice(2)].join('.');
    expect(trustedDevice(key, [forged], 8, now)).toBeNull();
    expect(trustedDevice(key, [`${token}x`, token.slice(0, -2), 'd1....', ''], 7, now)).toBeNull();
    expect(trustedDevice(key, undefined, 7, now)).toBeNull();
  });

  it('stops trusting a token 180 days after it was issued', () => {
    const token = issueDeviceToken(key, 7, now);
    expect(trustedDevice(key, [token], 7, later(DEVICE_TOKEN_MS - 1000))).not.toBeNull();
    expect(trustedDevice(key, [token], 7, later(DEVICE_TOKEN_MS + 1000))).toBeNull();
  });

  it('keeps a trusted device’s nonce in the token that replaces its token', () => {
    const first = issueDeviceToken(key, 7, now);
    const device = trustedDevice(key, [first], 7, now)!;
    const next = issueDeviceToken(key, 7, later(1000), device);
    expect(next).not.toBe(first);
    expect(trustedDevice(key, [next], 7, later(2000))).toBe(device);
  });

  it('does not trust a token issued in the future', () => {
    const token = issueDeviceToken(key, 7, later(3_600_000));
    expect(trustedDevice(key, [token], 7, now)).toBeNull();
  });
});
