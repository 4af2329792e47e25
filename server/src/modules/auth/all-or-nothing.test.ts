import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { createUser, failWrites } from '@kyu/test-support/db';
import { issueHandoff } from './service';
import { lastMailTo, passwordLogin } from './test-factories';

describe('auth writes that go together', () => {
  const t = useTestApp();

  it('leaves no account behind when sign-up cannot open its session, so trying again works', async () => {
    const signup = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: {
          role: 'student',
          email: 'half-made@home.test',
          password: 'sunflower-2031',
          first_name: 'Mia',
          last_name: 'Kato',
        },
      });
    const lift = await failWrites(t.db, { table: 'sessions', on: 'INSERT', when: 'true' });
    const failed = await signup();
    await lift();
    expect(failed.statusCode).toBe(500);
    expect(await t.db.select().from(users).where(eq(users.email, 'half-made@home.test'))).toEqual(
      [],
    );
    expect((await signup()).statusCode).toBe(201);
  });

  it('keeps a reset link working when the new password cannot be saved', async () => {
    const user = await createUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset/link',
      payload: { email: user.email },
    });
    const token = new URL(lastMailTo(t.mailer.sent, user.email)!.link).searchParams.get('token')!;
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/reset',
        payload: { token, new_password: 'a-brand-new-pass-7' },
      });
    const lift = await failWrites(t.db, {
      table: 'users',
      on: 'UPDATE',
      when: `old.id = ${user.id}`,
    });
    const failed = await reset();
    await lift();
    expect(failed.statusCode).toBe(500);
    expect(
      (await passwordLogin(t.app, { email: user.email, password: user.password! })).statusCode,
    ).toBe(200);
    expect((await reset()).statusCode).toBe(200);
  });

  it('keeps a hand-off working when its login token cannot be issued', async () => {
    const user = await createUser(t.db);
    const id = await issueHandoff(t.db, user.id);
    const exchange = () => t.app.inject({ method: 'GET', url: `/api/v1/auth/token/${id}` });
    const lift = await failWrites(t.db, {
      table: 'one_time_tokens',
      on: 'INSERT',
      when: `new.purpose = 'login'`,
    });
    const failed = await exchange();
    await lift();
    expect(failed.statusCode).toBe(500);
    expect((await exchange()).statusCode).toBe(200);
  });
});
