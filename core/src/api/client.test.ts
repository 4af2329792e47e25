import { beforeEach, describe, expect, it } from 'vitest';
import { $location } from '../router/stores';
import { $user } from '../account/stores';
import { StorageKey } from '../storage/keys';
import { makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import { resetCore } from '../testing/reset';
import { api, ApiError, configureApi, fieldErrors, problemMessage } from '.';

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
});

describe('api client', () => {
  it('sends JSON with the Bearer token of the signed-in user', async () => {
    $user.set(makeSessionUser({ access_token: 'secret' }));
    const fetch = mockFetch(json({ ok: true }));
    await expect(api.post('/auth/white-label', { domain: 'x.example' })).resolves.toEqual({
      ok: true,
    });
    const sent = call(fetch);
    expect(sent.url).toBe('/api/v1/auth/white-label');
    expect(sent.method).toBe('POST');
    expect(sent.headers['Authorization']).toBe('Bearer secret');
    expect(sent.headers['Content-Type']).toBe('application/json');
    expect(sent.body).toEqual({ domain: 'x.example' });
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const fetch = mockFetch(json([]));
    await api.get('/courses');
    expect(call(fetch).headers['Authorization']).toBeUndefined();
  });

  it('repeats array query values and drops empty ones', async () => {
    const fetch = mockFetch(json([]));
    await api.get('/questions', { query: { ids: [1, 2], cache: true, school_ids: undefined } });
    expect(call(fetch).url).toBe('/api/v1/questions?ids=1&ids=2&cache=true');
  });

  it('passes FormData through as multipart, without a JSON content type', async () => {
    const fetch = mockFetch(json({ profile_pic_url: '/p.png' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'p.png');
    await api.patch('/users/1/profile-pic', form);
    expect(call(fetch).body).toBe(form);
    expect(call(fetch).headers['Content-Type']).toBeUndefined();
  });

  it('sets the Idempotency-Key header when asked', async () => {
    const fetch = mockFetch(json({}));
    await api.post('/activation', { code: 'A' }, { idempotencyKey: 'k-1' });
    expect(call(fetch).headers['Idempotency-Key']).toBe('k-1');
  });

  it('uses the configured base URL', async () => {
    configureApi({ baseUrl: 'https://kyu.example/api/v1/' });
    const fetch = mockFetch(json({}));
    await api.get('/users/xp');
    expect(call(fetch).url).toBe('https://kyu.example/api/v1/users/xp');
  });

  it('resolves to undefined for 204 No Content', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(api.post('/auth/logout')).resolves.toBeUndefined();
  });

  it('throws an ApiError carrying the problem of an error answer', async () => {
    mockFetch(
      problem(400, 'Invalid body', {
        errors: { 'body.password': ['must be at least 10 characters'] },
      }),
    );
    const error = await api.post('/auth/signup', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(fieldErrors(error)).toEqual({ password: 'must be at least 10 characters' });
  });

  it('turns a non-JSON error body into a generic problem', async () => {
    mockFetch(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      }),
    );
    const error = (await api.get('/courses').catch((e: unknown) => e)) as ApiError;
    expect(error.problem).toEqual({
      type: 'about:blank',
      title: 'Something went wrong',
      status: 502,
    });
  });

  it('reports a network failure as status 0 with a readable message', async () => {
    mockFetch(new TypeError('fetch failed'));
    const error = await api.get('/courses').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(problemMessage(error)).toMatch(/couldn't reach/);
  });

  it('clears the stored user on 401 and sends the visitor to /login keeping code', async () => {
    const { local } = resetCore();
    $user.set(makeSessionUser());
    local.setItem(StorageKey.cart, '[]');
    $location.set({ pathname: '/student/library', search: '?code=XYZ' });
    mockFetch(problem(401, 'Please sign in'));
    await expect(api.get('/users/xp')).rejects.toBeInstanceOf(ApiError);
    expect($user.get()).toBeNull();
    expect(local.getItem(StorageKey.user)).toBeNull();
    expect(local.getItem(StorageKey.cart)).toBeNull();
    expect($location.get()).toEqual({ pathname: '/login', search: '?code=XYZ' });
  });

  it('stays on a public route after a 401', async () => {
    $user.set(makeSessionUser());
    $location.set({ pathname: '/welcome', search: '' });
    mockFetch(problem(401, 'Please sign in'));
    await api.get('/users/xp').catch(() => undefined);
    expect($user.get()).toBeNull();
    expect($location.get().pathname).toBe('/welcome');
  });

  it('keeps a newer session when an older token answers 401', async () => {
    $user.set(makeSessionUser({ access_token: 'old' }));
    mockFetch(() => {
      $user.set(makeSessionUser({ access_token: 'new' }));
      return problem(401, 'Please sign in');
    });
    await api.get('/users/xp').catch(() => undefined);
    expect($user.get()?.access_token).toBe('new');
  });

  it("keeps a guest's cart when an anonymous call answers 401", async () => {
    const { local } = resetCore();
    local.setItem(StorageKey.cart, '[1]');
    mockFetch(problem(401, 'Email or password is incorrect'));
    const error = await api.post('/auth/login', {}).catch((e: unknown) => e);
    expect(problemMessage(error)).toBe('Email or password is incorrect');
    expect(local.getItem(StorageKey.cart)).toBe('[1]');
  });

  it('answers the open Response of a stream, asking for Server-Sent Events', async () => {
    $user.set(makeSessionUser({ access_token: 'secret' }));
    const fetch = mockFetch(new Response('event: done\ndata: {}\n\n'));
    const res = await api.stream('/chat/stream', { q: 1 });
    expect(await res.text()).toContain('event: done');
    expect(call(fetch).headers['Accept']).toMatch(/text\/event-stream/);
    expect(call(fetch).headers['Authorization']).toBe('Bearer secret');
  });

  it('throws the problem of a refused stream before any body is read', async () => {
    mockFetch(problem(429, 'Too many requests'));
    const error = await api.stream('/chat/public/stream/new', {}).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(429);
  });

  it('answers a binary body as a Blob', async () => {
    mockFetch(new Response(new Uint8Array([1, 2, 3])));
    const blob = await api.blob('/chat/1/speech', { text: 'Hi' });
    expect(blob.size).toBe(3);
  });
});
