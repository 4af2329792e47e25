import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { hashToken } from '../sessions/tokens';
import { useTestApp } from '../../test/use-test-app';
import { PASSWORD_RULE } from './password-rules';
import { createUser } from '@kyu/test-support/db';
import { lastMailTo } from './test-factories';

describe('POST /auth/signup', () => {
  const t = useTestApp();

  let n = 0;
  const signup = (overrides: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      // A fresh address per call keeps the per-address signup limit out of these tests.
      remoteAddress: `10.0.1.${++n}`,
      payload: {
        role: 'student',
        email: `new-${n}@home.test`,
        password: 'sunflower-2031',
        first_name: 'Mia',
        last_name: 'Kato',
        ...overrides,
      },
    });

  it('creates a student, signs them in and answers the session user as new', async () => {
    const res = await signup({ email: 'Mia.Kato@Home.TEST' });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: 'mia.kato@home.test',
      user_role_id: 1,
      first_name: 'Mia',
      last_name: 'Kato',
      last_logged_in: null,
      school_id: null,
      school_flags: { learning_path_disabled: false },
      flag: { has_agreed_policy: false },
      profile_pic_url: null,
    });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.tokenHash).toBe(hashToken(user.access_token));
  });

  it('stores the password as an scrypt hash, never as typed', async () => {
    const res = await signup({ email: 'hash@home.test', password: 'sunflower-2031' });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row?.passwordHash).not.toContain('sunflower');
  });

  it('creates a parent account when the role is parent', async () => {
    const res = await signup({ role: 'parent' });
    expect(res.json().user_role_id).toBe(6);
  });

  it('refuses roles other than student and parent', async () => {
    const res = await signup({ role: 'teacher' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('role');
  });

  it('derives a unique username from the e-mail when none is chosen', async () => {
    const first = (await signup({ email: 'sam.o@one.test' })).json();
    const second = (await signup({ email: 'sam.o@two.test' })).json();
    expect(first.username).toBe('sam.o');
    expect(second.username).toMatch(/^sam\.o\d{3,}$/);
  });

  it('keeps a chosen username, lower-cased', async () => {
    const res = await signup({ username: 'Star_Learner' });
    expect(res.json().username).toBe('star_learner');
  });

  it('answers 409 naming the e-mail when it already has an account, whatever its case', async () => {
    await createUser(t.db, { email: 'taken@home.test' });
    const res = await signup({ email: 'TAKEN@home.test' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual({ email: ['already has an account'] });
  });

  it('answers 409 naming the username when it is taken', async () => {
    await createUser(t.db, { username: 'quokka' });
    const res = await signup({ username: 'Quokka' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ username: ['is taken'] });
  });

  it.each([
    ['too short', 'abc123'],
    ['without a number', 'sunflowers-forever'],
    ['without a letter', '1234567890123'],
  ])('answers 400 naming the password rule for a password %s', async (_, password) => {
    const res = await signup({ password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: PASSWORD_RULE,
      errors: { password: [PASSWORD_RULE] },
    });
  });

  it('requires a password when no Google or Apple identity is given', async () => {
    const res = await signup({ password: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual([PASSWORD_RULE]);
  });

  it('answers 400 problem+json naming the e-mail when it is not an address', async () => {
    const res = await signup({ email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.email).toEqual(['must be an e-mail address']);
  });

  it('answers 400 naming the academic level when it does not exist', async () => {
    const res = await signup({ academic_level_id: 999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('academic_level_id');
  });

  it('mails a welcome whose one-click link signs the new user in', async () => {
    const created = (await signup({ email: 'welcome@home.test' })).json();
    const mail = lastMailTo(t.mailer.sent, 'welcome@home.test');
    expect(mail?.subject).toBe('Welcome to Kyu');
    const id = mail!.link.match(/^http:\/\/kyu\.test\/login\/validation\/([\w-]{43})$/)?.[1];
    expect(id).toBeDefined();

    const exchanged = await t.app.inject({ method: 'GET', url: `/api/v1/auth/token/${id}` });
    expect(exchanged.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'token', login_token: exchanged.json().token },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: created.id, email: 'welcome@home.test' });
    expect(login.json().last_logged_in).not.toBeNull();
  });
});
