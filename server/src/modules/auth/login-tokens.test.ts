import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { hashToken } from '../sessions/tokens';
import { issueHandoff } from './service';
import { createUser } from '@kyu/test-support/db';
import { lastMailTo } from './test-factories';

describe('magic links and hand-offs', () => {
  const t = useTestApp();

  let n = 0;
  const requestLink = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/magic-link',
      payload: { email, portal: 'academy' },
      remoteAddress: `10.9.0.${++n}`,
    });
  const validate = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/auth/magic-link/${token}/validate` });
  const loginWith = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
  const mailedToken = (email: string) => lastMailTo(t.mailer.sent, email)!.link.split('/').at(-1)!;

  beforeEach(() => {
    t.mailer.sent.length = 0;
  });

  describe('POST /auth/magic-link', () => {
    it('mails a link to the portal that is stored only as its hash', async () => {
      const user = await createUser(t.db);
      const res = await requestLink(user.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const mail = lastMailTo(t.mailer.sent, user.email);
      expect(mail?.link).toMatch(/^http:\/\/kyu\.test\/magic-link\/validation\/[\w-]{43}$/);
      const token = mailedToken(user.email);
      const [row] = await t.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.userId, user.id));
      expect(row).toMatchObject({ purpose: 'magic_link', tokenHash: hashToken(token) });
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
    });

    it('answers the same for an address without an account, and mails nothing', async () => {
      const res = await requestLink('nobody@school.test');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(t.mailer.sent).toHaveLength(0);
    });

    it('mails nothing to a deactivated account', async () => {
      const user = await createUser(t.db, { isActive: false });
      expect((await requestLink(user.email)).json()).toEqual({ ok: true });
      expect(t.mailer.sent).toHaveLength(0);
    });

    it('stops mailing one address after 5 links in 10 minutes, still answering the same', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 6; i++) expect((await requestLink(user.email)).statusCode).toBe(200);
      expect(t.mailer.sent).toHaveLength(5);
    });
  });

  describe('GET /auth/magic-link/{token}/validate', () => {
    it('answers the e-mail and leaves the link usable', async () => {
      const user = await createUser(t.db);
      await requestLink(user.email);
      const token = mailedToken(user.email);
      expect((await validate(token)).json()).toEqual({ email: user.email });
      expect((await validate(token)).statusCode).toBe(200);
    });

    it('answers 404 for a token that was never issued', async () => {
      const res = await validate('x'.repeat(43));
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('This sign-in link has expired or was already used.');
    });

    it('answers 410 once the link has expired', async () => {
      const user = await createUser(t.db);
      await requestLink(user.email);
      await t.db
        .update(oneTimeTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeTokens.userId, user.id));
      const token = mailedToken(user.email);
      expect((await validate(token)).statusCode).toBe(410);
      expect((await loginWith({ login_type: 'magic_link', login_token: token })).statusCode).toBe(
        410,
      );
    });
  });

  describe('POST /auth/login with login_type magic_link', () => {
    it('signs in once; the same link is then gone', async () => {
      const user = await createUser(t.db);
      await requestLink(user.email);
      const token = mailedToken(user.email);
      const first = await loginWith({
        login_type: 'magic_link',
        login_token: token,
        email: user.email,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ id: user.id, last_logged_in: null });
      const again = await loginWith({
        login_type: 'magic_link',
        login_token: token,
        email: user.email,
      });
      expect(again.statusCode).toBe(410);
      expect(again.headers['content-type']).toContain('application/problem+json');
      expect((await validate(token)).statusCode).toBe(410);
    });

    it('treats a link presented with another e-mail as unknown', async () => {
      const user = await createUser(t.db);
      await requestLink(user.email);
      const res = await loginWith({
        login_type: 'magic_link',
        login_token: mailedToken(user.email),
        email: 'someone-else@school.test',
      });
      expect(res.statusCode).toBe(404);
    });

    it('leaves the link working when the sign-in is refused for the chosen role', async () => {
      const user = await createUser(t.db, { userRoleId: 6 });
      await requestLink(user.email);
      const token = mailedToken(user.email);
      const refused = await loginWith({
        login_type: 'magic_link',
        login_token: token,
        login_role: 1,
      });
      expect(refused.statusCode).toBe(403);
      expect((await loginWith({ login_type: 'magic_link', login_token: token })).statusCode).toBe(
        200,
      );
    });

    it('answers 400 naming login_token when it is missing', async () => {
      const res = await loginWith({ login_type: 'magic_link' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ login_token: ['is required'] });
    });
  });

  describe('hand-offs: GET /auth/token/{id} and login_type token', () => {
    const exchange = (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/auth/token/${id}` });

    it('swaps a hand-off id once for a login token that signs in once', async () => {
      const user = await createUser(t.db);
      const id = await issueHandoff(t.db, user.id);
      const res = await exchange(id);
      expect(res.statusCode).toBe(200);
      const { token } = res.json();
      expect(token).toMatch(/^[\w-]{43}$/);
      expect((await exchange(id)).statusCode).toBe(410);

      const first = await loginWith({ login_type: 'token', login_token: token });
      expect(first.json()).toMatchObject({ id: user.id });
      expect((await loginWith({ login_type: 'token', login_token: token })).statusCode).toBe(410);
    });

    it('gives login tokens two minutes', async () => {
      const user = await createUser(t.db);
      const { token } = (await exchange(await issueHandoff(t.db, user.id))).json();
      const [row] = await t.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
      expect(row!.purpose).toBe('login');
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(2 * 60_000);
    });

    it('answers 410 for an expired hand-off and an expired login token', async () => {
      const user = await createUser(t.db);
      const id = await issueHandoff(t.db, user.id, new Date(Date.now() - 11 * 60_000));
      expect((await exchange(id)).statusCode).toBe(410);

      const { token } = (await exchange(await issueHandoff(t.db, user.id))).json();
      await t.db
        .update(oneTimeTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
      expect((await loginWith({ login_type: 'token', login_token: token })).statusCode).toBe(410);
    });

    it('does not accept a magic link as a login token, nor a hand-off id', async () => {
      const user = await createUser(t.db);
      await requestLink(user.email);
      const magic = mailedToken(user.email);
      const handoff = await issueHandoff(t.db, user.id);
      expect((await loginWith({ login_type: 'token', login_token: magic })).statusCode).toBe(404);
      expect((await loginWith({ login_type: 'token', login_token: handoff })).statusCode).toBe(404);
    });

    it('forgets a user’s tokens a day after they expired, when the next one is issued', async () => {
      const user = await createUser(t.db);
      await issueHandoff(t.db, user.id, new Date(Date.now() - 2 * 86_400_000));
      await issueHandoff(t.db, user.id, new Date(Date.now() - 60 * 60_000));
      await issueHandoff(t.db, user.id);
      const rows = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
      expect(rows).toHaveLength(2);
    });

    it('refuses a deactivated account with 403', async () => {
      const user = await createUser(t.db, { isActive: false });
      const { token } = (await exchange(await issueHandoff(t.db, user.id))).json();
      expect((await loginWith({ login_type: 'token', login_token: token })).statusCode).toBe(403);
    });
  });
});
