import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { $user } from '@kyu/core';
import { authProvider } from './auth-provider';
import { makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';

describe('authProvider', () => {
  beforeEach(() => $user.set(null));

  it('rejects checkAuth when nobody is signed in, pointing at the portal sign-in', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: 'http://localhost:5173/login',
      message: false,
    });
  });

  it('keeps an activation code on the way to sign-in', async () => {
    window.history.replaceState(null, '', '/admin/schools?code=ABC123');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      redirectTo: 'http://localhost:5173/login?code=ABC123',
    });
    window.history.replaceState(null, '', '/admin');
  });

  it('accepts checkAuth for a signed-in user', async () => {
    $user.set(makeSuperAdmin());
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('signs out locally and sends the browser to sign in on a 401', async () => {
    $user.set(makeSuperAdmin());
    await expect(authProvider.checkError(new HttpError('Unauthorized', 401))).rejects.toMatchObject(
      {
        redirectTo: 'http://localhost:5173/login',
      },
    );
    expect($user.get()).toBeNull();
  });

  it('keeps the user signed in on a 403 and passes the message on', async () => {
    $user.set(makeSuperAdmin());
    await expect(
      authProvider.checkError(new HttpError('School admins only.', 403)),
    ).rejects.toEqual({ logoutUser: false, message: 'School admins only.' });
    expect($user.get()).not.toBeNull();
  });

  it('lets other errors through without signing out', async () => {
    $user.set(makeSuperAdmin());
    await expect(authProvider.checkError(new HttpError('Conflict', 409))).resolves.toBeUndefined();
  });

  it('signs in with the e-mail and password through core', async () => {
    const seen = fakeFetch(on('POST', '/api/v1/auth/login', { body: makeSuperAdmin({ id: 5 }) }));
    await authProvider.login({ username: 'ada@example.org', password: 'secret' });
    expect(JSON.parse(String(seen[0]!.body))).toEqual({
      login_type: 'password',
      email: 'ada@example.org',
      password: 'secret',
    });
    expect($user.get()?.id).toBe(5);
  });

  it('rejects a wrong password with the server’s message', async () => {
    fakeFetch(
      on('POST', '/api/v1/auth/login', {
        status: 401,
        body: {
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          detail: 'Wrong e-mail or password.',
        },
      }),
    );
    await expect(authProvider.login({ username: 'a@b.c', password: 'x' })).rejects.toThrow(
      'Wrong e-mail or password.',
    );
  });

  it('ends the session and sends the browser to the portal sign-in page', async () => {
    $user.set(makeSuperAdmin());
    const seen = fakeFetch(on('POST', '/api/v1/auth/logout', { body: { ok: true } }));
    const to = await authProvider.logout({});
    expect(seen.map((r) => r.url)).toEqual(['/api/v1/auth/logout']);
    expect($user.get()).toBeNull();
    expect(to).toBe('http://localhost:5173/login');
  });

  it('gives the identity from the stored user', async () => {
    $user.set(makeSuperAdmin({ profile_pic_url: '/uploads/ada.png' }));
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 1,
      fullName: 'Ada Lovelace',
      avatar: '/uploads/ada.png',
    });
  });
});
