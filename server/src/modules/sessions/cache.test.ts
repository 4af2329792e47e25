import { describe, expect, it } from 'vitest';
import { createSessionCache } from './cache';

const principal = (sessionId: number, userId = 1) => ({
  sessionId,
  userId,
  userRoleId: 1,
  teacherRoleId: null,
  schoolId: null,
});
const at = (now: number, expiresAt = now + 86_400_000) => ({ now, expiresAt });

describe('the session cache', () => {
  it('answers a remembered token until its time is up', () => {
    const cache = createSessionCache({ ttlMs: 1_000, max: 10 });
    cache.set('a', principal(1), cache.epoch(), at(0));
    expect(cache.get('a', 999)).toEqual(principal(1));
    expect(cache.get('a', 1_000)).toBeUndefined();
  });

  it('keeps a token no longer than its session lasts', () => {
    const cache = createSessionCache({ ttlMs: 1_000, max: 10 });
    cache.set('a', principal(1), cache.epoch(), at(0, 500));
    expect(cache.get('a', 500)).toBeUndefined();
  });

  it('forgets a signed-out session and leaves the same user’s others', () => {
    const cache = createSessionCache({ ttlMs: 1_000, max: 10 });
    cache.set('phone', principal(1), cache.epoch(), at(0));
    cache.set('laptop', principal(2), cache.epoch(), at(0));
    cache.forget(1);
    expect(cache.get('phone', 1)).toBeUndefined();
    expect(cache.get('laptop', 1)).toEqual(principal(2));
  });

  it('forgets every session of a user, and no one else’s', () => {
    const cache = createSessionCache({ ttlMs: 1_000, max: 10 });
    cache.set('a', principal(1, 7), cache.epoch(), at(0));
    cache.set('b', principal(2, 7), cache.epoch(), at(0));
    cache.set('c', principal(3, 8), cache.epoch(), at(0));
    cache.forgetUser(7);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([
      undefined,
      undefined,
      principal(3, 8),
    ]);
  });

  it('does not keep a lookup that a forget overtook, as it may have read the row before the sign-out', () => {
    const cache = createSessionCache({ ttlMs: 1_000, max: 10 });
    const before = cache.epoch();
    cache.forget(1);
    cache.set('a', principal(1), before, at(0));
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('forgets everything at once, as after missed sign-outs', () => {
    const cache = createSessionCache({ ttlMs: 1_000, max: 10 });
    cache.set('a', principal(1, 7), cache.epoch(), at(0));
    cache.set('b', principal(2, 8), cache.epoch(), at(0));
    cache.clear();
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([undefined, undefined]);
  });

  it('drops the oldest token past its size', () => {
    const cache = createSessionCache({ ttlMs: 1_000, max: 2 });
    for (const [i, hash] of ['a', 'b', 'c'].entries())
      cache.set(hash, principal(i), cache.epoch(), at(0));
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([
      undefined,
      principal(1),
      principal(2),
    ]);
  });
});
