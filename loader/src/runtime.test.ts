import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, login } from '@kyu/core/session';
import { makeSessionUser, makeWhiteLabel, noColours } from '@kyu/test-support/data';
import { $brandVariables, $whiteLabel } from '@kyu/core/branding';
import { call, fakeFetch, json, mockFetch, noContent, on, problem } from '@kyu/test-support/fetch';
import { resetCore } from '@kyu/core/testing';
import { identify, signOut, start } from './runtime';

const settings = { apiBase: 'https://kyu.example/api/v1' };
const part = (value: unknown) => btoa(JSON.stringify(value)).split('=')[0]!;
const token = (sub: string) => `${part({ alg: 'HS256', kid: 'k1' })}.${part({ sub })}.sig`;

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetCore();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('the loader runtime', () => {
  it('signs the data-identity pupil in before it settles, so widgets start signed in', async () => {
    const pupil = makeSessionUser();
    const seen = fakeFetch(on('POST', '/api/v1/auth/embed-token', { body: pupil }));
    await start({ ...settings, identity: token('p1') });
    expect(seen.map((r) => r.url)).toContain('/api/v1/auth/embed-token');
    expect($user.get()).toEqual(pupil);
  });

  it("applies the white-label of the school the tag names, on the school's own domain", async () => {
    const record = makeWhiteLabel({ colours: { ...noColours(), primary: '#1F6F5C' } });
    const seen = fakeFetch(on('GET', /^\/api\/v1\/auth\/white-label\?/, { body: record }));
    await start({ ...settings, school: 'hillside.localhost' });
    await vi.waitFor(() => expect($whiteLabel.get()).toEqual(record));
    expect(seen[0]?.url).toBe('/api/v1/auth/white-label?domain=hillside.localhost');
    expect($brandVariables.get()['--kyu-primary']).toBe('#1F6F5C');
  });

  it('leaves a visitor and says why in the console when the data-identity token is refused', async () => {
    mockFetch(problem(401, 'Embed token expired', { detail: 'Mint a fresh token for each page.' }));
    await expect(start({ ...settings, identity: token('p1') })).resolves.toBeUndefined();
    expect($user.get()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      "Kyu: the page's sign-in token was refused, so Kyu's widgets are not signed in. 401 Embed token expired: Mint a fresh token for each page.",
    );
  });

  it('ends a session an earlier token made when data-identity is empty, but not a Kyu sign-in', async () => {
    mockFetch(json(makeSessionUser()));
    await identify(token('p1'));
    mockFetch(noContent());
    await start({ ...settings, identity: '' });
    expect($user.get()).toBeNull();

    const own = makeSessionUser();
    mockFetch(json(own));
    await login({ login_type: 'password' });
    await start({ ...settings, identity: '' });
    expect($user.get()).toEqual(own);
  });

  it('asks nothing of the server on a page without data-identity', async () => {
    const fetch = mockFetch();
    await start(settings);
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/auth/'))).toEqual([]);
  });

  it('resolves Kyu.identify with who is signed in, without the session token', async () => {
    mockFetch(json(makeSessionUser({ first_name: 'Mia', access_token: 'secret-session' })));
    const who = await identify(token('p1'));
    expect(who).toMatchObject({ first_name: 'Mia' });
    expect(who).not.toHaveProperty('access_token');
  });

  it('rejects Kyu.identify with the problem, and replaces one pupil with another', async () => {
    mockFetch(json(makeSessionUser()));
    await identify(token('p1'));
    mockFetch(noContent(), problem(401, 'Embed token already used'));
    await expect(identify(token('p2'))).rejects.toMatchObject({
      status: 401,
      problem: { title: 'Embed token already used' },
    });
    expect($user.get()).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('signs out on Kyu.signOut, here and on the server', async () => {
    const pupil = makeSessionUser();
    mockFetch(json(pupil));
    await identify(token('p1'));
    const fetch = mockFetch(noContent());
    await signOut();
    expect(call(fetch).url).toBe('https://kyu.example/api/v1/auth/logout');
    expect($user.get()).toBeNull();
  });
});
