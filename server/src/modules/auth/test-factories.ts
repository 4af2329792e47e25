import type { FastifyInstance } from 'fastify';

/** Helpers for the auth tests: signing in, and reading the mails sign-in sends. */

/** POST /auth/login with a password, from `remoteAddress` (inject's default is 127.0.0.1). */
export const passwordLogin = (
  app: FastifyInstance,
  body: {
    email?: string;
    username?: string;
    password: string;
    login_role?: number;
    device_tokens?: string[];
  },
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login_type: 'password', ...body },
    remoteAddress,
  });

/** The last mail sent to an address, and the first link in it. */
export function lastMailTo(sent: { to: string; text: string; subject: string }[], to: string) {
  const mail = sent.filter((m) => m.to === to).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  return mail && link ? { ...mail, link } : undefined;
}
