import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { databaseError, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/problem';
import { insertUser, takenUsernames } from './queries';

/* Making an account row: its username, and the answers when its e-mail or username is taken. */

export const emailTaken = () =>
  conflict('An account with this e-mail already exists. Sign in, or reset your password.', {
    email: ['already has an account'],
  });
export const usernameTaken = () =>
  conflict('This username is taken. Choose another.', { username: ['is taken'] });

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
