import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { createUser, makeSchool } from '@kyu/test-support/db';
import { passwordLogin } from './test-factories';

describe('POST /auth/login with a password', () => {
  const t = useTestApp();

  it('signs in with the e-mail, whatever its case, and answers the session user', async () => {
    const school = await makeSchool(t.db, { learningPathDisabled: true });
    const user = await createUser(t.db, {
      schoolId: school.id,
      hasAgreedPolicy: true,
      profilePicUrl: '/p.png',
    });
    const res = await passwordLogin(t.app, {
      email: user.email.toUpperCase(),
      password: user.password!,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      user_role_id: 1,
      teacher_role_id: null,
      school_id: school.id,
      school_flags: { learning_path_disabled: true },
      flag: { has_agreed_policy: true },
      profile_pic_url: '/p.png',
    });
  });

  it('signs in with the username in either field', async () => {
    const user = await createUser(t.db);
    const byUsername = await passwordLogin(t.app, {
      username: user.username,
      password: user.password!,
    });
    const inEmailBox = await passwordLogin(t.app, {
      email: user.username.toUpperCase(),
      password: user.password!,
    });
    expect(byUsername.json().id).toBe(user.id);
    expect(inEmailBox.json().id).toBe(user.id);
  });

  it('answers the previous sign-in time: null the first time, then the one before', async () => {
    const user = await createUser(t.db);
    const first = await passwordLogin(t.app, { email: user.email, password: user.password! });
    expect(first.json().last_logged_in).toBeNull();
    const [{ lastLoggedIn } = { lastLoggedIn: null }] = await t.db
      .select({ lastLoggedIn: users.lastLoggedIn })
      .from(users)
      .where(eq(users.id, user.id));
    const second = await passwordLogin(t.app, { email: user.email, password: user.password! });
    expect(second.json().last_logged_in).toBe(lastLoggedIn?.toISOString());
  });

  it('gives a school-less user learning_path_disabled false', async () => {
    const user = await createUser(t.db);
    const res = await passwordLogin(t.app, { email: user.email, password: user.password! });
    expect(res.json().school_flags).toEqual({ learning_path_disabled: false });
  });

  it('answers an unknown account and a wrong password with the same 401', async () => {
    const user = await createUser(t.db);
    const wrong = await passwordLogin(t.app, { email: user.email, password: 'not-the-password-1' });
    const unknown = await passwordLogin(t.app, {
      email: 'nobody@school.test',
      password: 'whatever-it-is-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.json().detail).toBe('E-mail or password is incorrect.');
    const { instance: _a, ...wrongBody } = wrong.json();
    const { instance: _b, ...unknownBody } = unknown.json();
    expect(unknownBody).toEqual(wrongBody);
  });

  it('refuses an account without a password (Google only) like a wrong password', async () => {
    const user = await createUser(t.db, { password: null, googleSub: 'g-123' });
    const res = await passwordLogin(t.app, { email: user.email, password: 'guessing-it-1' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 saying the account is deactivated when the password is right', async () => {
    const user = await createUser(t.db, { isActive: false });
    const res = await passwordLogin(t.app, { email: user.email, password: user.password! });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/deactivated/);
  });

  it('answers a wrong password for a deactivated account with the plain 401', async () => {
    const user = await createUser(t.db, { isActive: false });
    const res = await passwordLogin(t.app, { email: user.email, password: 'not-the-password-1' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 naming both roles when the chosen role is not the account’s', async () => {
    const parent = await createUser(t.db, { userRoleId: 6 });
    const res = await passwordLogin(t.app, {
      email: parent.email,
      password: parent.password!,
      login_role: 1,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      'This is a parent account, not a student account. Choose "parent" to sign in.',
    );
    const matching = await passwordLogin(t.app, {
      email: parent.email,
      password: parent.password!,
      login_role: 6,
    });
    expect(matching.statusCode).toBe(200);
  });

  it('answers 400 naming the field when the password or the e-mail is missing', async () => {
    const noPassword = await passwordLogin(t.app, { email: 'a@b.test', password: '' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ password: ['is required'] });
    const noEmail = await passwordLogin(t.app, { password: 'x' });
    expect(noEmail.json().errors).toEqual({ email: ['is required'] });
  });

  it('opens a session whose token has at least 128 bits and is stored only hashed', async () => {
    const user = await createUser(t.db);
    const { access_token: token } = (
      await passwordLogin(t.app, { email: user.email, password: user.password! })
    ).json();
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.ip).toBe('127.0.0.1');
  });
});

describe('POST /auth/login with a school system', () => {
  const t = useTestApp();

  it.each([
    ['canvas', 'canvas_code', 'Canvas'],
    ['d2l', 'd2l_code', 'D2L (Brightspace)'],
  ])('answers %s with a 422 saying the school has not connected it', async (type, field, name) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: type, [field]: 'code-from-lms' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ type: 'https://kyu.dev/problems/lms-not-connected' });
    expect(res.json().detail).toContain(`Your school has not connected ${name} to Kyu`);
  });

  it('answers 400 for a login type it does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'myspace' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('login_type');
  });
});
