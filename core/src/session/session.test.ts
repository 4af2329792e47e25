import { beforeEach, describe, expect, it } from 'vitest';
import { UserRole } from '../constants';
import { configureApi } from '../api/client';
import { SIGN_OUT_KEYS, StorageKey } from '../storage/keys';
import { makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import { resetCore } from '../testing/reset';
import {
  $isNewUser,
  $user,
  agreePolicy,
  clearAtSignOut,
  exchangeHandoff,
  login,
  loginWithMagicLink,
  logout,
  requestPasswordReset,
  signOutLocally,
  signup,
  updateProfile,
  uploadProfilePic,
  validateGoogle,
} from '.';

let areas: ReturnType<typeof resetCore>;
const pupilSignup = (email: string) =>
  ({ role: 'student', email, first_name: 'S', last_name: 'T', password: 'pw' }) as const;
beforeEach(() => {
  areas = resetCore();
});

describe('session', () => {
  it('keeps the login answer as the user, in local storage under kyu:user', async () => {
    const user = makeSessionUser();
    const fetch = mockFetch(json(user));
    await login({ login_type: 'password', email: user.email, password: 'pw' });
    expect($user.get()).toEqual(user);
    expect(JSON.parse(areas.local.getItem('kyu:user') ?? 'null')).toEqual(user);
    expect(call(fetch).body).toEqual({ login_type: 'password', email: user.email, password: 'pw' });
  });

  it('keeps the device token of a sign-in apart from the user, and past sign-out', async () => {
    const user = makeSessionUser();
    mockFetch(json({ ...user, device_token: 'd1.device' }));
    await expect(login({ login_type: 'password' })).resolves.toEqual(user);
    expect($user.get()).toEqual(user);
    signOutLocally();
    expect(JSON.parse(areas.local.getItem(StorageKey.deviceTokens) ?? 'null')).toEqual([
      { user_id: user.id, token: 'd1.device' },
    ]);
  });

  it('sends every kept device token with the next sign-in, whoever signs in', async () => {
    const first = makeSessionUser();
    const second = makeSessionUser();
    const fetch = mockFetch(
      json({ ...first, device_token: 'd1.first' }),
      json({ ...second, device_token: 'd1.second' }),
      json(first),
    );
    await login({ login_type: 'password', email: first.email, password: 'pw' });
    signOutLocally();
    await login({ login_type: 'password', email: second.email, password: 'pw' });
    signOutLocally();
    await login({ login_type: 'password', email: first.email, password: 'pw' });
    expect(call(fetch, 0).body).not.toHaveProperty('device_tokens');
    expect(call(fetch, 2).body).toEqual({
      login_type: 'password',
      email: first.email,
      password: 'pw',
      device_tokens: ['d1.second', 'd1.first'],
    });
  });

  it('keeps the device token a sign-up answers with', async () => {
    const user = makeSessionUser({ last_logged_in: null });
    mockFetch(json({ ...user, device_token: 'd1.new' }, 201));
    await signup(pupilSignup(user.email));
    expect($user.get()).toEqual(user);
    expect(areas.local.getItem(StorageKey.deviceTokens)).toContain('d1.new');
  });

  it('marks the user new when there was no previous login', async () => {
    mockFetch(json(makeSessionUser({ last_logged_in: null })));
    await login({ login_type: 'password' });
    expect($isNewUser.get()).toBe(true);
  });

  it('does not mark a returning user new', async () => {
    mockFetch(json(makeSessionUser()));
    await login({ login_type: 'password' });
    expect($isNewUser.get()).toBe(false);
  });

  it('reads the stored user when the storage is configured', () => {
    const user = makeSessionUser();
    const { local } = resetCore();
    local.setItem('kyu:user', JSON.stringify(user));
    configureApi({ storage: local });
    expect($user.get()).toEqual(user);
  });

  it('discards a stored value that is not a user', () => {
    const { local } = resetCore();
    local.setItem('kyu:user', '{"id":"x"}');
    configureApi({ storage: local });
    expect($user.get()).toBeNull();
  });

  it('clears user, cart, chat, survey, claims and selected course on sign-out', () => {
    $user.set(makeSessionUser());
    for (const key of SIGN_OUT_KEYS) {
      areas.local.setItem(key, '1');
      areas.session.setItem(key, '1');
    }
    areas.local.setItem(StorageKey.playMusic, 'false');
    let told = 0;
    const stop = clearAtSignOut('chat', () => told++);
    signOutLocally();
    stop();
    expect($user.get()).toBeNull();
    expect(SIGN_OUT_KEYS.filter((k) => areas.local.getItem(k) ?? areas.session.getItem(k))).toEqual(
      [],
    );
    expect(areas.local.getItem(StorageKey.playMusic)).toBe('false');
    expect(told).toBe(1);
  });

  it('names user, cart, chat history, survey status and queue, tutor prompts, both claims, the course, the embed identity and the checkout under way to clear', () => {
    expect([...SIGN_OUT_KEYS].sort()).toEqual(
      [
        StorageKey.user,
        StorageKey.cart,
        StorageKey.chatSession,
        StorageKey.chatThread,
        StorageKey.surveyStatus,
        StorageKey.surveyQueue,
        StorageKey.tutorShown,
        StorageKey.appleClaims,
        StorageKey.googleClaims,
        StorageKey.selectedCourse,
        StorageKey.embedIdentity,
        StorageKey.checkoutPending,
        StorageKey.checkoutWanted,
      ].sort(),
    );
  });

  it('signs out locally even when the logout call fails', async () => {
    $user.set(makeSessionUser());
    mockFetch(problem(500, 'Boom'));
    await logout();
    expect($user.get()).toBeNull();
  });

  it('signs a new account in from the signup answer', async () => {
    const user = makeSessionUser({ last_logged_in: null });
    mockFetch(json(user, 201));
    await expect(
      signup({
        role: 'parent',
        email: user.email,
        first_name: 'P',
        last_name: 'S',
        password: 'pw',
      }),
    ).resolves.toEqual(user);
    expect($user.get()).toEqual(user);
  });

  it('signs in with the new password when the signup answer carries no session', async () => {
    const user = makeSessionUser();
    const fetch = mockFetch(json({ id: 9 }, 201), json(user));
    await signup(pupilSignup(user.email));
    expect(call(fetch, 1).body).toEqual({
      login_type: 'password',
      email: user.email,
      password: 'pw',
    });
    expect($user.get()).toEqual(user);
  });

  it('signs in with a magic-link token', async () => {
    const fetch = mockFetch(json(makeSessionUser()));
    await loginWithMagicLink('tok', 'a@b.example');
    expect(call(fetch).body).toEqual({
      login_type: 'magic_link',
      login_token: 'tok',
      email: 'a@b.example',
    });
  });

  it('swaps a hand-off id for a token and signs in with it', async () => {
    const fetch = mockFetch(json({ token: 'short-lived' }), json(makeSessionUser()));
    await exchangeHandoff('abc');
    expect(call(fetch, 0).url).toBe('/api/v1/auth/token/abc');
    expect(call(fetch, 1).body).toEqual({ login_type: 'token', login_token: 'short-lived' });
  });

  it('keeps verified Google claims until sign-out', async () => {
    const claims = {
      provider: 'google',
      email: 'g@x.example',
      first_name: 'G',
      last_name: 'X',
      has_account: false,
    };
    mockFetch(json(claims));
    await validateGoogle('jwt.value');
    expect(JSON.parse(areas.session.getItem(StorageKey.googleClaims) ?? 'null')).toEqual(claims);
    signOutLocally();
    expect(areas.session.getItem(StorageKey.googleClaims)).toBeNull();
  });

  it('names the buy page in the reset-link request', async () => {
    const fetch = mockFetch(new Response(null, { status: 204 }));
    await requestPasswordReset('a@b.example', true);
    expect(call(fetch).body).toEqual({ email: 'a@b.example', is_from_academy_new_buy_page: true });
  });

  it('updates the stored policy flag after agreeing', async () => {
    $user.set(makeSessionUser({ flag: { has_agreed_policy: false } }));
    mockFetch(json({ flag: { has_agreed_policy: true } }));
    await agreePolicy();
    expect($user.get()?.flag.has_agreed_policy).toBe(true);
  });

  it('updates the stored names after a profile change', async () => {
    const user = makeSessionUser({ user_role_id: UserRole.parent });
    $user.set(user);
    const fetch = mockFetch(json({ ...user, first_name: 'Grace' }));
    await updateProfile({ first_name: 'Grace' });
    expect(call(fetch).method).toBe('PATCH');
    expect($user.get()?.first_name).toBe('Grace');
  });

  it('uploads a profile picture as the multipart field file', async () => {
    const user = makeSessionUser();
    $user.set(user);
    const fetch = mockFetch(json({ profile_pic_url: '/uploads/me.png' }));
    await uploadProfilePic(new Blob(['png']));
    expect(call(fetch).url).toBe(`/api/v1/users/${user.id}/profile-pic`);
    expect((call(fetch).body as FormData).get('file')).toBeInstanceOf(Blob);
    expect($user.get()?.profile_pic_url).toBe('/uploads/me.png');
  });
});
