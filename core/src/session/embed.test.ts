import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/model';
import { StorageKey } from '../storage/keys';
import { makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, noContent, problem } from '@kyu/test-support/fetch';
import { resetCore } from '../testing/reset';
import { $user, embedTokenIdentity, endEmbedSession, identify, login } from '.';

const part = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').split('=')[0]!;
/** A token as a school's server signs one; the signature is the server's business. */
const token = (sub: string, kid = 'kyu_key1') =>
  `${part({ alg: 'HS256', kid })}.${part({ sub, name: 'Zoë', iat: 1, exp: 2 })}.c2lnbmF0dXJl`;

let areas: ReturnType<typeof resetCore>;
beforeEach(() => {
  areas = resetCore();
});

describe('embedTokenIdentity', () => {
  it('reads the key id and sub without verifying, and nothing from what is not a token', () => {
    expect(embedTokenIdentity(token('pupil-7'))).toBe('kyu_key1\npupil-7');
    for (const bad of ['', 'abc', 'a.b.c', `${part({ kid: 1 })}.${part({ sub: 'x' })}.s`]) {
      expect(embedTokenIdentity(bad), bad).toBeNull();
    }
  });
});

describe('identify', () => {
  it('exchanges the token and stores the session as a login does, its device token kept apart', async () => {
    const user = makeSessionUser();
    const fetch = mockFetch(json({ ...user, device_token: 'd1.embed' }));
    await expect(identify(token('pupil-1'))).resolves.toEqual(user);
    expect(JSON.parse(areas.local.getItem(StorageKey.deviceTokens) ?? 'null')).toEqual([
      { user_id: user.id, token: 'd1.embed' },
    ]);
    expect(call(fetch)).toMatchObject({
      url: '/api/v1/auth/embed-token',
      method: 'POST',
      body: { token: token('pupil-1') },
    });
    expect($user.get()).toEqual(user);
    expect(JSON.parse(areas.local.getItem(StorageKey.user) ?? 'null')).toEqual(user);
  });

  it("keeps the session for the same school user's next page, without asking the server", async () => {
    const user = makeSessionUser();
    mockFetch(json(user));
    await identify(token('pupil-1'));
    const fetch = mockFetch();
    await expect(identify(token('pupil-1'))).resolves.toEqual(user);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("signs the previous pupil out, here and on the server, before another pupil's token", async () => {
    const first = makeSessionUser();
    mockFetch(json(first));
    await identify(token('pupil-1'));
    areas.local.setItem(StorageKey.cart, '[1]');
    const second = makeSessionUser();
    const fetch = mockFetch(json({ ok: true }), json(second));
    await identify(token('pupil-2'));
    expect(call(fetch, 0)).toMatchObject({ url: '/api/v1/auth/logout' });
    expect(call(fetch, 0).headers['Authorization']).toBe(`Bearer ${first.access_token}`);
    expect(call(fetch, 1).headers['Authorization']).toBeUndefined();
    expect($user.get()).toEqual(second);
    expect(areas.local.getItem(StorageKey.cart)).toBeNull();
  });

  it("signs out someone who signed in to Kyu itself before a school's token", async () => {
    mockFetch(json(makeSessionUser()));
    await login({ login_type: 'password' });
    const pupil = makeSessionUser();
    const fetch = mockFetch(json({ ok: true }), json(pupil));
    await identify(token('pupil-1'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect($user.get()).toEqual(pupil);
  });

  it('rejects with the problem and leaves a visitor when the token is refused', async () => {
    mockFetch(json(makeSessionUser()));
    await identify(token('pupil-1'));
    mockFetch(noContent(), problem(401, 'Embed token expired', { detail: 'Mint a fresh token.' }));
    const refused = identify(token('pupil-2'));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 401,
      problem: { title: 'Embed token expired' },
    });
    expect($user.get()).toBeNull();
    expect(areas.local.getItem(StorageKey.embedIdentity)).toBeNull();
  });

  it('sends a token it cannot read, for the server to refuse', async () => {
    const fetch = mockFetch(problem(401, 'Malformed embed token'));
    await expect(identify('not-a-token')).rejects.toBeInstanceOf(ApiError);
    expect(call(fetch).body).toEqual({ token: 'not-a-token' });
  });

  it('exchanges one token after another, never two at once', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = makeSessionUser();
    const second = makeSessionUser();
    const fetch = mockFetch(
      json(first),
      () => json({ ok: true }),
      () => json(second),
    );
    const a = identify(token('pupil-1'));
    const b = held.then(() => identify(token('pupil-2')));
    const c = identify(token('pupil-3'));
    release();
    await Promise.allSettled([a, b, c]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/auth/embed-token',
      '/api/v1/auth/logout',
      '/api/v1/auth/embed-token',
      '/api/v1/auth/logout',
      '/api/v1/auth/embed-token',
    ]);
  });
});

describe('endEmbedSession', () => {
  it('signs out a session a token made, and leaves one made by signing in to Kyu', async () => {
    mockFetch(json(makeSessionUser()));
    await identify(token('pupil-1'));
    mockFetch(noContent());
    await endEmbedSession();
    expect($user.get()).toBeNull();

    const own = makeSessionUser();
    mockFetch(json(own));
    await login({ login_type: 'password' });
    const fetch = mockFetch();
    await endEmbedSession();
    expect($user.get()).toEqual(own);
    expect(fetch).not.toHaveBeenCalled();
  });
});
