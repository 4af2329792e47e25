import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { hashToken } from '../sessions/tokens';
import { PASSWORD_RULE } from './password-rules';
import { createUser } from '@kyu/test-support/db';
import { lastMailTo, passwordLogin } from './test-factories';

describe('password reset', () => {
  const t = useTestApp();
  beforeEach(() => {
    t.mailer.sent.length = 0;
  });

  let n = 0;
  const requestLink = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset/link',
      payload,
      remoteAddress: `10.7.0.${++n}`,
    });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { token, new_password: newPassword },
      remoteAddress: `10.8.0.${++n}`,
    });
  const mailedToken = (email: string) =>
    new URL(lastMailTo(t.mailer.sent, email)!.link).searchParams.get('token')!;

  describe('POST /auth/password/reset/link', () => {
    it('mails a single-use link to the academy reset page, valid 10 minutes', async () => {
      const user = await createUser(t.db);
      const res = await requestLink({ email: user.email });
      expect(res.json()).toEqual({ ok: true });
      const mail = lastMailTo(t.mailer.sent, user.email);
      expect(mail?.subject).toBe('Reset your Kyu password');
      expect(mail?.link).toMatch(/^http:\/\/kyu\.test\/academy\/reset-password\?token=[\w-]{43}$/);
      const [row] = await t.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, hashToken(mailedToken(user.email))));
      expect(row?.purpose).toBe('password_reset');
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
    });

    it('marks the link of a visitor from the new-buy page so the portal can bring them back', async () => {
      const user = await createUser(t.db);
      await requestLink({ email: user.email, is_from_academy_new_buy_page: true });
      expect(lastMailTo(t.mailer.sent, user.email)?.link).toMatch(/&from_new_buy_page=true$/);
    });

    it('answers the same for an address without an account, and mails nothing', async () => {
      const res = await requestLink({ email: 'nobody@school.test' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(t.mailer.sent).toHaveLength(0);
    });
  });

  describe('POST /auth/password/reset', () => {
    it('sets the new password, stored as scrypt, and the old one stops working', async () => {
      const user = await createUser(t.db);
      await requestLink({ email: user.email });
      const res = await reset(mailedToken(user.email), 'a-brand-new-pass-7');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
      expect(
        (await passwordLogin(t.app, { email: user.email, password: user.password! })).statusCode,
      ).toBe(401);
      expect(
        (await passwordLogin(t.app, { email: user.email, password: 'a-brand-new-pass-7' }))
          .statusCode,
      ).toBe(200);
    });

    it('signs the account out everywhere', async () => {
      const user = await createUser(t.db);
      const { access_token: token } = (
        await passwordLogin(t.app, { email: user.email, password: user.password! })
      ).json();
      await requestLink({ email: user.email });
      await reset(mailedToken(user.email), 'a-brand-new-pass-7');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    });

    it('signs out a session that was in use just before the reset', async () => {
      const user = await createUser(t.db);
      const { access_token: token } = (
        await passwordLogin(t.app, { email: user.email, password: user.password! })
      ).json();
      const onboarding = () =>
        t.app.inject({
          method: 'GET',
          url: '/api/v1/users/onboarding',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await onboarding()).statusCode).toBe(200);
      await requestLink({ email: user.email });
      await reset(mailedToken(user.email), 'a-brand-new-pass-7');
      expect((await onboarding()).statusCode).toBe(401);
    });

    it('works once; the same link then answers 410', async () => {
      const user = await createUser(t.db);
      await requestLink({ email: user.email });
      const token = mailedToken(user.email);
      expect((await reset(token, 'a-brand-new-pass-7')).statusCode).toBe(200);
      const again = await reset(token, 'another-new-pass-8');
      expect(again.statusCode).toBe(410);
      expect(again.json().detail).toBe(
        'This password reset link has expired or was already used. Ask for a new one.',
      );
    });

    it('answers 410 once the link has expired', async () => {
      const user = await createUser(t.db);
      await requestLink({ email: user.email });
      const token = mailedToken(user.email);
      await t.db
        .update(oneTimeTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
      expect((await reset(token, 'a-brand-new-pass-7')).statusCode).toBe(410);
    });

    it('answers 400 naming the token when it was never issued', async () => {
      const res = await reset('made-up-token', 'a-brand-new-pass-7');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ token: ['is not a valid reset link'] });
    });

    it('answers 400 naming the rule for a weak password, and keeps the link usable', async () => {
      const user = await createUser(t.db);
      await requestLink({ email: user.email });
      const token = mailedToken(user.email);
      const weak = await reset(token, 'short1');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual({ new_password: [PASSWORD_RULE] });
      expect((await reset(token, 'a-brand-new-pass-7')).statusCode).toBe(200);
    });
  });
});
