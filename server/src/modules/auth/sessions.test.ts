import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { createUser } from '@kyu/test-support/db';
import { passwordLogin } from './test-factories';

describe('POST /auth/logout', () => {
  const t = useTestApp();

  const logout = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('revokes the session on the server, so the same token then gets 401', async () => {
    const user = await createUser(t.db);
    const { access_token: token } = (
      await passwordLogin(t.app, { email: user.email, password: user.password! })
    ).json();
    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.revokedAt).toBeInstanceOf(Date);

    const again = await logout(token);
    expect(again.statusCode).toBe(401);
    expect(again.headers['content-type']).toContain('application/problem+json');
  });

  it('ends only this session; the user stays signed in on other devices', async () => {
    const user = await createUser(t.db);
    const phone = (
      await passwordLogin(t.app, { email: user.email, password: user.password! })
    ).json();
    const laptop = (
      await passwordLogin(t.app, { email: user.email, password: user.password! })
    ).json();
    expect(phone.access_token).not.toBe(laptop.access_token);
    await logout(phone.access_token);
    expect((await logout(laptop.access_token)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await logout()).statusCode).toBe(401);
  });
});
