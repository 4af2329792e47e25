import { LINK_TTL_MINUTES } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { HttpProblem, problemType } from '../../lib/problem';
import { hashToken, newToken } from '../sessions/tokens';
import {
  consumeOneTimeToken,
  countTokensSince,
  deleteExpiredOneTimeTokens,
  findOneTimeToken,
  insertOneTimeToken,
  type TokenPurpose,
} from './queries';

/** How long each kind of single-use token lives. A login token only bridges two calls. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  magic_link: LINK_TTL_MINUTES * 60_000,
  handoff: LINK_TTL_MINUTES * 60_000,
  password_reset: LINK_TTL_MINUTES * 60_000,
  login: 2 * 60_000,
};

/** At most this many links of one kind are mailed to one address per TTL, so nobody is mail-bombed. */
export const MAILED_LINKS_PER_WINDOW = 5;

/** Creates a single-use token; only its hash is stored, the caller gets the token itself. */
export async function issueToken(
  db: Db,
  purpose: TokenPurpose,
  user: { id: number; email: string },
  now = new Date(),
) {
  const token = newToken();
  // Expired tokens are kept a day, so that a late click hears "expired" (410) rather than 404.
  await deleteExpiredOneTimeTokens(db, user.id, new Date(now.getTime() - 86_400_000));
  await insertOneTimeToken(db, {
    tokenHash: hashToken(token),
    purpose,
    userId: user.id,
    email: user.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** True when another link of this kind may be mailed to this address now. */
export async function mayMailLink(db: Db, purpose: TokenPurpose, email: string, now = new Date()) {
  const since = new Date(now.getTime() - TOKEN_TTL_MS[purpose]);
  return (await countTokensSince(db, email, purpose, since)) < MAILED_LINKS_PER_WINDOW;
}

const LINK_GONE = 'This sign-in link has expired or was already used.';

/** 404 for a token that never existed, 410 for one that expired or was used; same words for both. */
export function spentToken(known: boolean, detail = LINK_GONE) {
  return known
    ? new HttpProblem(410, 'Link expired', detail, { type: problemType('link-expired') })
    : new HttpProblem(404, 'Link not found', detail, { type: problemType('link-expired') });
}

/** A live token's row without using it, or the 404/410 problem. */
export async function peekToken(db: Db, purpose: TokenPurpose, token: string, now = new Date()) {
  const row = await findOneTimeToken(db, hashToken(token), purpose);
  if (!row || row.usedAt || row.expiresAt <= now || row.userId === null) throw spentToken(!!row);
  return { ...row, userId: row.userId };
}

/** Uses a token up; a second use, even at the same instant, gets the 404/410 problem. */
export async function consumeToken(db: Db, purpose: TokenPurpose, token: string, now = new Date()) {
  const row = await consumeOneTimeToken(db, hashToken(token), purpose, now);
  if (!row || row.userId === null) {
    const known = !!(await findOneTimeToken(db, hashToken(token), purpose));
    throw spentToken(known);
  }
  return { ...row, userId: row.userId };
}
