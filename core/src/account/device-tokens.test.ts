import { describe, expect, it } from 'vitest';
import { DEVICE_TOKENS_KEPT } from '../constants/product';
import { keepDeviceToken, readDeviceTokens } from './model';

describe('kept device tokens', () => {
  it('keeps one token per account, the newest first', () => {
    let kept = keepDeviceToken(null, 1, 'a1');
    kept = keepDeviceToken(kept, 2, 'b1');
    kept = keepDeviceToken(kept, 1, 'a2');
    expect(kept).toEqual([
      { user_id: 1, token: 'a2' },
      { user_id: 2, token: 'b1' },
    ]);
  });

  it('drops the oldest past a class’s worth of accounts', () => {
    let kept: unknown = [];
    for (let id = 1; id <= DEVICE_TOKENS_KEPT + 3; id++) kept = keepDeviceToken(kept, id, `t${id}`);
    const tokens = readDeviceTokens(kept);
    expect(tokens).toHaveLength(DEVICE_TOKENS_KEPT);
    expect(tokens[0]?.token).toBe(`t${DEVICE_TOKENS_KEPT + 3}`);
    expect(tokens.some((entry) => entry.token === 't3')).toBe(false);
  });

  it('reads nothing from a stored value of another shape', () => {
    expect(readDeviceTokens('x')).toEqual([]);
    expect(readDeviceTokens([{ user_id: '1', token: 'x' }, null, 5, { user_id: 2 }])).toEqual([]);
  });
});
