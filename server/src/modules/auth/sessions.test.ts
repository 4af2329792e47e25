import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, passwordLogin } from './test-factories';

describe('POST /auth/logout', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
  });
  afterAll(() => app.close());

  const logout = (token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('revokes the session on the server, so the same token then gets 401', async () => {
    const user = await createUser(db);
    const { access_token: token } = (
      await passwordLogin(app, { email: user.email, password: user.password! })
    ).json();
    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.revokedAt).toBeInstanceOf(Date);

    const again = await logout(token);
    expect(again.statusCode).toBe(401);
    expect(again.headers['content-type']).toContain('application/problem+json');
  });

  it('ends only this session; the user stays signed in on other devices', async () => {
    const user = await createUser(db);
    const phone = (
      await passwordLogin(app, { email: user.email, password: user.password! })
    ).json();
    const laptop = (
      await passwordLogin(app, { email: user.email, password: user.password! })
    ).json();
    expect(phone.access_token).not.toBe(laptop.access_token);
    await logout(phone.access_token);
    expect((await logout(laptop.access_token)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await logout()).statusCode).toBe(401);
  });
});
