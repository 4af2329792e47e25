import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { startIdentityProvider } from '@kyu/test-support/fakes/identity-provider';

type Provider = Awaited<ReturnType<typeof startIdentityProvider>>;

describe('Google and Apple sign-in without a client id', () => {
  const t = useTestApp();

  it('answers 422 saying Google sign-in is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'google', google_jwt: 'a.b.c' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ type: 'https://kyu.dev/problems/provider-not-configured' });
    expect(res.json().detail).toContain('Google sign-in is not configured');
  });

  it('answers 422 saying Apple sign-in is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/apple/a.b.c/validate' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain('Apple sign-in is not configured');
  });
});

describe('Google sign-in when Google cannot be reached', () => {
  let provider: Provider;
  let app: FastifyInstance;
  beforeAll(async () => {
    provider = await startIdentityProvider();
    // Port 9 (discard) on localhost: nothing answers there.
    ({ app } = await buildTestApp({
      env: { ...provider.env, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' },
    }));
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  it('answers 503 asking to try again', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/auth/google/${await provider.sign('google', { sub: 's', email: 'a@b.test' })}/validate`,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toContain('could not reach Google');
  });
});
