import { randomInt } from 'node:crypto';
import { UserRole } from '@kyu/core/contract';
import type { SessionUser, SignupBody } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { databaseError, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { badRequest, conflict } from '../../lib/problem';
import type { VerifiedIdentity } from './identity-providers';
import { handoffUrl, welcomeMail } from './mails';
import { withDeviceToken } from './device-tokens';
import { accountKey, provenOwner } from './login-limits';
import { assertPasswordRules } from './password-rules';
import {
  findUserByEmail,
  findUserById,
  findUserBySubject,
  insertUser,
  takenUsernames,
} from './queries';
import { deliver, issueHandoff, normaliseEmail, type AuthContext } from './service';
import { signIn, type RequestMeta } from './session-user';

const emailTaken = () =>
  conflict('An account with this e-mail already exists. Sign in, or reset your password.', {
    email: ['already has an account'],
  });
const usernameTaken = () =>
  conflict('This username is taken. Choose another.', { username: ['is taken'] });

/**
 * `POST /auth/signup`: a student or parent account, with a password or a verified Google or
 * Apple identity (whose e-mail then wins over the one typed). Signs the new user in, and
 * mails a welcome with a one-click sign-in link for their other devices.
 */
export async function signup(
  ctx: AuthContext,
  body: SignupBody,
  meta: RequestMeta,
  now = new Date(),
): Promise<SessionUser> {
  const identity = await verifiedIdentity(ctx, body);
  if (!identity || body.password !== undefined) assertPasswordRules(body.password, 'password');
  const email = identity?.email ?? normaliseEmail(body.email);
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();
  if (identity && (await findUserBySubject(ctx.db, identity.provider, identity.subject))) {
    throw conflict(
      `This ${identity.provider === 'google' ? 'Google' : 'Apple'} account already has a Kyu account. Sign in instead.`,
    );
  }
  const chosen = body.username?.toLowerCase();
  if (chosen && (await takenUsernames(ctx.db, [chosen])).size) throw usernameTaken();

  const row = {
    email,
    passwordHash: body.password ? await hashPassword(body.password) : null,
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    userRoleId: UserRole[body.role],
    academicLevelId: body.academic_level_id ?? null,
    googleSub: identity?.provider === 'google' ? identity.subject : null,
    appleSub: identity?.provider === 'apple' ? identity.subject : null,
  };
  // An account without its session would be stuck: the visitor sees an error, and trying
  // again hears that the e-mail is taken. So the account, session and link go in together.
  const { session, handoff } = await ctx.db.transaction(async (tx) => {
    const userId = await insertWithUsername(tx, row, chosen ?? null);
    const user = (await findUserById(tx, userId))!;
    return {
      session: await signIn(tx, user, meta, undefined, now),
      handoff: await issueHandoff(tx, userId, now),
    };
  });
  deliver(ctx, welcomeMail(email, session.first_name, handoffUrl(ctx.config.publicUrl, handoff)));
  // A class signing up together is then known at its school's address, each on its device.
  await provenOwner(ctx.limits, { account: accountKey(session.id), ip: meta.ip }, now);
  return withDeviceToken(ctx.limits.deviceKey, session, now);
}

function verifiedIdentity(ctx: AuthContext, body: SignupBody): Promise<VerifiedIdentity | null> {
  if (body.google_jwt) return ctx.identity.verify('google', body.google_jwt);
  if (body.apple_auth_grant_code) return ctx.identity.verify('apple', body.apple_auth_grant_code);
  return Promise.resolve(null);
}

type NewUser = Omit<Parameters<typeof insertUser>[1], 'username'>;

/**
 * Inserts the user; a derived username that someone took meanwhile is derived again, once. The
 * insert has its own savepoint, so a refused one leaves the caller's transaction usable.
 */
export async function insertWithUsername(
  db: Db,
  row: NewUser,
  chosen: string | null,
  retry = true,
): Promise<number> {
  const username = chosen ?? (await deriveUsername(db, row.email));
  try {
    return await db.transaction((savepoint) => insertUser(savepoint, { ...row, username }));
  } catch (error) {
    const problem = databaseError(error);
    if (problem?.code === UNIQUE_VIOLATION && problem.constraint === 'users_email_key')
      throw emailTaken();
    if (problem?.code === UNIQUE_VIOLATION && problem.constraint === 'users_username_key') {
      if (chosen || !retry) throw usernameTaken();
      return insertWithUsername(db, row, null, false);
    }
    if (problem?.code === FOREIGN_KEY_VIOLATION) {
      throw badRequest('academic_level_id is not a known academic level.', {
        academic_level_id: ['is not a known academic level'],
      });
    }
    throw error;
  }
}

/** A free username from the e-mail's local part: `ana.lee`, else `ana.lee482`, and so on. */
export async function deriveUsername(db: Db, email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+/, '')
    .slice(0, 30);
  if (base.length < 3) base = `${base}kyu`.slice(0, 30);
  const candidates = [base];
  for (const digits of [3, 3, 3, 4, 4, 4, 6])
    candidates.push(`${base}${randomInt(10 ** (digits - 1), 10 ** digits)}`);
  const taken = await takenUsernames(db, candidates);
  return candidates.find((c) => !taken.has(c)) ?? `${base}${randomInt(10 ** 7, 10 ** 8)}`;
}
