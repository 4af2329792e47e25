import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../constants';
import type { Onboarding } from '../contract';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { memoryStorage } from '../storage/areas';
import { makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch } from '@kyu/test-support/fetch';
import { resetCore } from '../testing/reset';
import {
  $onboarding,
  emptyOnboarding,
  loadOnboarding,
  onboardingProgress,
  saveOnboarding,
} from '.';

const filled = (overrides: Partial<Onboarding> = {}): Onboarding => ({
  ...emptyOnboarding(),
  display_name: 'Ada',
  academic_level_id: 5,
  ...overrides,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetCore();
  $onboarding.set(null);
});

describe('onboardingProgress', () => {
  it('is 0 for nothing filled and 1 for everything filled', () => {
    expect(onboardingProgress(emptyOnboarding())).toBe(0);
    expect(
      onboardingProgress({
        display_name: 'Ada',
        academic_level_id: 5,
        subject_ids: [1],
        school_name: 'Hillside',
        learning_goal: 'Fractions',
        heard_about_us: 'A friend',
      }),
    ).toBe(1);
  });

  it('counts empty lists and blank strings as unfilled', () => {
    expect(onboardingProgress(filled({ subject_ids: [], school_name: '   ' }))).toBeCloseTo(2 / 6);
  });

  it('is 0 before anything is loaded', () => {
    expect(onboardingProgress(null)).toBe(0);
  });
});

describe('onboarding stores', () => {
  it('loads and saves through /users/onboarding', async () => {
    const fetch = mockFetch(json(filled()), json(filled({ learning_goal: 'Fractions' })));
    await loadOnboarding();
    await saveOnboarding({ learning_goal: 'Fractions' });
    expect(call(fetch, 0).url).toBe('/api/v1/users/onboarding');
    expect(call(fetch, 1).method).toBe('PUT');
    expect($onboarding.get()?.learning_goal).toBe('Fractions');
  });

  it('loads automatically when the user becomes a curriculum user', async () => {
    const fetch = mockFetch(json(filled()));
    $user.set(makeSessionUser({ user_role_id: UserRole.curriculum }));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($onboarding.get()).toEqual(filled());
  });

  it('does not load for other roles', async () => {
    const fetch = mockFetch();
    $user.set(makeSessionUser({ user_role_id: UserRole.parent }));
    await flush();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads for a curriculum user stored before start-up once a page reads it', async () => {
    const local = memoryStorage();
    local.setItem(
      'kyu:user',
      JSON.stringify(makeSessionUser({ user_role_id: UserRole.curriculum })),
    );
    vi.stubGlobal('localStorage', local);
    vi.resetModules();
    const fresh = await import('./stores');
    const fetch = mockFetch(json(filled()));
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    const stop = fresh.$onboarding.listen(() => undefined);
    await flush();
    stop();
    vi.unstubAllGlobals();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('drops answers that arrive after their user signed out', async () => {
    $user.set(makeSessionUser());
    let answer: (r: Response) => void = () => undefined;
    globalThis.fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const loading = loadOnboarding();
    signOutLocally();
    $user.set(makeSessionUser());
    answer(json(filled()));
    await loading;
    expect($onboarding.get()).toBeNull();
  });

  it('forgets the answers on sign-out', async () => {
    $user.set(makeSessionUser());
    mockFetch(json(filled()));
    await loadOnboarding();
    expect($onboarding.get()).toEqual(filled());
    signOutLocally();
    expect($onboarding.get()).toBeNull();
  });
});
