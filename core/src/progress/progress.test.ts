import { beforeEach, describe, expect, it } from 'vitest';
import { UserRole } from '../constants';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import { resetCore } from '../testing/reset';
import { $streaks, $xp, levelProgress, refreshProgress, resetProgress } from '.';

const xp = { xp: 150, level: 2, next_level_xp: 200, current_level_base_xp: 100 };

beforeEach(() => {
  resetCore();
  resetProgress();
});

describe('progress', () => {
  it('loads the streak and the XP of a signed-in student', async () => {
    $user.set(makeSessionUser());
    const fetch = mockFetch(json({ active: true, days: 3 }), json(xp));
    await refreshProgress();
    expect(call(fetch, 0).url).toBe('/api/v1/users/streaks');
    expect(call(fetch, 1).url).toBe('/api/v1/users/xp');
    expect($streaks.get()).toEqual({ active: true, days: 3 });
    expect($xp.get()).toEqual(xp);
  });

  it('asks nothing for a visitor or a teacher', async () => {
    const fetch = mockFetch();
    await refreshProgress();
    $user.set(makeSessionUser({ user_role_id: UserRole.teacher }));
    await refreshProgress();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps what was shown when one call fails', async () => {
    $user.set(makeSessionUser());
    $streaks.set({ active: false, days: 1 });
    mockFetch(problem(500, 'Down'), json(xp));
    await refreshProgress();
    expect($streaks.get()).toEqual({ active: false, days: 1 });
    expect($xp.get()).toEqual(xp);
  });

  it('empties on sign-out', async () => {
    $user.set(makeSessionUser());
    mockFetch(json({ active: true, days: 3 }), json(xp));
    await refreshProgress();
    signOutLocally();
    expect([$streaks.get(), $xp.get()]).toEqual([null, null]);
  });

  it('gives how far into the level the XP is, from 0 to 1', () => {
    expect(levelProgress(xp)).toBe(0.5);
    expect(levelProgress({ ...xp, xp: 90 })).toBe(0);
    expect(levelProgress({ ...xp, next_level_xp: 100 })).toBe(1);
  });
});
