import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '@kyu/test-support/db';
import { startIdentityProvider } from '@kyu/test-support/fakes/identity-provider';

type Provider = Awaited<ReturnType<typeof startIdentityProvider>>;

describe('Google and Apple sign-in', () => {
  let provider: Provider;
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    provider = await startIdentityProvider();
    ({ app, db } = await buildTestApp({ env: provider.env }));
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  let n = 0;
  const person = (overrides: Record<string, unknown> = {}) => {
    n += 1;
    return {
      sub: `sub-${n}`,
      email: `person-${n}@gmail.test`,
      given_name: 'Noa',
      family_name: 'Berg',
      ...overrides,
    };
  };
  const validate = (kind: 'google' | 'apple', token: string) =>
    app.inject({ method: 'GET', url: `/api/v1/auth/${kind}/${token}/validate` });
  const loginWith = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });

  describe('GET /auth/google/{jwt}/validate', () => {
    it('answers the claims of a valid token, without an account yet', async () => {
      const token = await provider.sign('google', person({ email: 'Noa.Berg@Gmail.test' }));
      expect(token.length).toBeGreaterThan(100);
      const res = await validate('google', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        provider: 'google',
        email: 'noa.berg@gmail.test',
        first_name: 'Noa',
        last_name: 'Berg',
        has_account: false,
      });
    });

    it('says has_account when an account uses the e-mail', async () => {
      const claims = person();
      await createUser(db, { email: claims.email });
      const res = await validate('google', await provider.sign('google', claims));
      expect(res.json().has_account).toBe(true);
    });

    it('answers 401 for a token made for another client', async () => {
      const token = await provider.sign('google', person(), { audience: 'someone-elses-app' });
      const res = await validate('google', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(
        'Your Google sign-in could not be verified. Sign in with Google again.',
      );
    });

    it('answers 401 saying so for an expired token', async () => {
      const token = await provider.sign('google', person(), {
        expiresAt: Math.floor(Date.now() / 1000) - 5,
      });
      const res = await validate('google', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Your Google sign-in has expired. Sign in with Google again.');
    });

    it('answers 401 for a token signed with a key Google does not publish', async () => {
      const res = await validate(
        'google',
        await provider.sign('google', person(), { unknownKey: true }),
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().type).toBe('https://kyu.dev/problems/identity-invalid');
    });

    it('answers 401 for something that is not a token', async () => {
      expect((await validate('google', 'not.a.jwt')).statusCode).toBe(401);
    });

    it('answers 403 when Google has not verified the e-mail', async () => {
      const res = await validate(
        'google',
        await provider.sign('google', person({ email_verified: false })),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain('no verified e-mail');
    });

    it('does not take a Google token as an Apple one', async () => {
      expect((await validate('apple', await provider.sign('google', person()))).statusCode).toBe(
        401,
      );
    });
  });

  describe('GET /auth/apple/{code}/validate', () => {
    it('answers the claims of an Apple ID token, which carries no names', async () => {
      const { given_name: _g, family_name: _f, ...claims } = person({ email_verified: 'true' });
      const res = await validate('apple', await provider.sign('apple', claims));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        provider: 'apple',
        email: claims.email,
        first_name: '',
        last_name: '',
        has_account: false,
      });
    });
  });

  describe('POST /auth/login with google and apple', () => {
    it('answers 404 no-account when nobody uses the identity, so the portal can offer sign-up', async () => {
      const res = await loginWith({
        login_type: 'google',
        google_jwt: await provider.sign('google', person()),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().type).toBe('https://kyu.dev/problems/no-account');
    });

    it('signs in the account with the e-mail and links the Google subject on first use', async () => {
      const claims = person();
      const user = await createUser(db, { email: claims.email });
      const res = await loginWith({
        login_type: 'google',
        google_jwt: await provider.sign('google', claims),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, last_logged_in: null });
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      expect(row?.googleSub).toBe(claims.sub);

      // Linked by subject: a later token with a changed e-mail still finds the account.
      const moved = await provider.sign('google', { ...claims, email: 'moved@gmail.test' });
      expect((await loginWith({ login_type: 'google', google_jwt: moved })).json().id).toBe(
        user.id,
      );
    });

    it('answers 409 when the e-mail’s account is linked to another Google account', async () => {
      const claims = person();
      await createUser(db, { email: claims.email, googleSub: 'a-different-subject' });
      const res = await loginWith({
        login_type: 'google',
        google_jwt: await provider.sign('google', claims),
      });
      expect(res.statusCode).toBe(409);
    });

    it('signs in with an Apple ID token in apple_auth_grant_code', async () => {
      const claims = person();
      const user = await createUser(db, { email: claims.email });
      const res = await loginWith({
        login_type: 'apple',
        apple_auth_grant_code: await provider.sign('apple', claims),
      });
      expect(res.json()).toMatchObject({ id: user.id });
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      expect(row?.appleSub).toBe(claims.sub);
    });

    it('answers 403 for a deactivated account and for another role', async () => {
      const off = person();
      await createUser(db, { email: off.email, isActive: false });
      const inactive = await loginWith({
        login_type: 'google',
        google_jwt: await provider.sign('google', off),
      });
      expect(inactive.statusCode).toBe(403);

      const parent = person();
      await createUser(db, { email: parent.email, userRoleId: 6 });
      const res = await loginWith({
        login_type: 'google',
        google_jwt: await provider.sign('google', parent),
        login_role: 1,
      });
      expect(res.statusCode).toBe(403);
    });

    it('answers 400 naming google_jwt when it is missing', async () => {
      const res = await loginWith({ login_type: 'google' });
      expect(res.json().errors).toEqual({ google_jwt: ['is required'] });
    });
  });

  describe('POST /auth/signup with an identity', () => {
    const signup = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: {
          role: 'parent',
          email: 'typed@home.test',
          first_name: 'Noa',
          last_name: 'Berg',
          ...payload,
        },
      });

    it('creates a password-less account with the token’s e-mail, linked to the subject', async () => {
      const claims = person();
      const res = await signup({ google_jwt: await provider.sign('google', claims) });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ email: claims.email, user_role_id: 6 });
      const [row] = await db.select().from(users).where(eq(users.id, res.json().id));
      expect(row).toMatchObject({ googleSub: claims.sub, passwordHash: null });
    });

    it('answers 409 when the identity’s e-mail already has an account', async () => {
      const claims = person();
      await createUser(db, { email: claims.email });
      const res = await signup({ apple_auth_grant_code: await provider.sign('apple', claims) });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toHaveProperty('email');
    });

    it('refuses an unverifiable token before creating anything', async () => {
      const claims = person();
      const res = await signup({
        google_jwt: await provider.sign('google', claims, { audience: 'other' }),
      });
      expect(res.statusCode).toBe(401);
      expect(await db.select().from(users).where(eq(users.email, claims.email))).toHaveLength(0);
    });
  });
});
