import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { makeUser } from '../../test/accounts';

/** Factories for the auth tests: accounts with a known password, and signing in. */

export const PASSWORD = 'correct-horse-42';

// scrypt is slow on purpose; one hash per distinct password keeps a test file quick.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** A user (see makeUser) who signs in with `password`, or with none when it is null. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
) {
  const { password = PASSWORD, ...columns } = overrides;
  const passwordHash = password === null ? null : await hashOnce(password);
  return { ...(await makeUser(db, { passwordHash, ...columns })), password };
}

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

/** A clock the test moves by hand; give `now` to the app (`useTestApp({ clock: clock.now })`). */
export function fakeClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}
